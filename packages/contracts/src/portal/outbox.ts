import { z } from 'zod';
import { listOrderSchema } from './list-order.ts';

/** States of an outgoing message (mail or webhook call) in the outbox. */
export const outboxStates = ['pendiente', 'enviando', 'enviado', 'fallido'] as const;
export const outboxStateSchema = z.enum(outboxStates);
export type OutboxStateName = z.infer<typeof outboxStateSchema>;

/** The columns the outbox list sorts by (the server orders every page). */
export const outboxSortKeys = ['destinatario', 'asunto', 'intentos', 'fecha'] as const;

/** `GET /api/Gestion/dameCorreoSaliente`: failed and waiting first, then newest first. */
export const outboxQuerySchema = z.object({
  estado: outboxStateSchema.optional(),
  orden: listOrderSchema(outboxSortKeys),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(25),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxItemSchema = z.object({
  idMensaje: z.number().int(),
  tipo: z.enum(['correo', 'webhook']),
  /** The mail's address or the webhook's host; null once delivered (not kept). */
  destinatario: z.string().nullable(),
  asunto: z.string().nullable(),
  estado: outboxStateSchema,
  intentos: z.number().int(),
  ultimoError: z.string().nullable(),
  /** ISO instants: written, next attempt, delivered. */
  fecha: z.string(),
  proximoIntento: z.string().nullable(),
  enviado: z.string().nullable(),
  /** The Message-ID every attempt carries. */
  messageId: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListSchema = z.object({
  total: z.number().int(),
  filas: z.array(outboxItemSchema),
  /** Across the whole outbox, whatever the filter. */
  pendientes: z.number().int(),
  fallidos: z.number().int(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxRefParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
export const outboxResendBodySchema = z.object({ idMensaje: z.number().int().min(1) });
export type OutboxResendBody = z.infer<typeof outboxResendBodySchema>;
