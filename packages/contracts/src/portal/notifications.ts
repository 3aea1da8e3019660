import { z } from 'zod';

/** Spec Notification. */
export const notificationSchema = z.object({
  idNotificacion: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
  leida: z.boolean(),
  Importante: z.boolean(),
  urlAcceso: z.string().nullable(),
  urlExterna: z.string().nullable(),
  fecha: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationIdBodySchema = z.object({ id: z.coerce.number().int().positive() });
