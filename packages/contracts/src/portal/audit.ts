import { z } from 'zod';
import { listOrderSchema } from './list-order.ts';
import { exportFormatSchema } from './staff-users.ts';

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** The columns the audit log sorts by (the server orders every page). */
export const auditSortKeys = ['fecha', 'quien', 'accion', 'entidad'] as const;

/** `GET /api/Gestion/dameAuditoria`: the audit log with filters, newest first unless `orden`. */
export const auditQuerySchema = z.object({
  /** Actor's email (part of it). */
  quien: z.string().trim().max(150).optional(),
  accion: z.string().trim().max(80).optional(),
  entidad: z.string().trim().max(80).optional(),
  entidadId: z.string().trim().max(40).optional(),
  /** Days (yyyy-mm-dd) in Madrid time, both included. */
  desde: isoDay,
  hasta: isoDay,
  /** Free text across action, entity, reason and the before/after records. */
  texto: z.string().trim().max(150).optional(),
  orden: listOrderSchema(auditSortKeys),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditExportQuerySchema = auditQuerySchema
  .omit({ pagina: true, porPagina: true })
  .extend({ formato: exportFormatSchema });

export const auditItemSchema = z.object({
  idAuditoria: z.number().int(),
  /** ISO instant. */
  fecha: z.string(),
  quien: z.string(),
  accion: z.string(),
  entidad: z.string(),
  entidadId: z.string().nullable(),
  /** The record's title or name as it is now (an offer's title, a person's name), if it exists. */
  entidadNombre: z.string().nullable(),
  motivo: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const auditListSchema = z.object({
  total: z.number().int(),
  filas: z.array(auditItemSchema),
  /** Distinct values present in the log, for the filters. */
  acciones: z.array(z.string()),
  entidades: z.array(z.string()),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const auditChangeSchema = z.object({
  campo: z.string(),
  antes: z.unknown(),
  despues: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditDetailSchema = auditItemSchema.extend({
  antes: z.unknown(),
  despues: z.unknown(),
  /** Top-level fields whose value differs (added, removed or changed), sorted by name. */
  cambios: z.array(auditChangeSchema),
  requestId: z.string().nullable(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

export const auditRefParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
