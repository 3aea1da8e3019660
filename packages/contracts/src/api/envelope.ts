import { z } from 'zod';

/** One entry of `datos.errores` in a 400 answer: which field, which rule, which message. */
export const fieldErrorSchema = z.object({
  campo: z.string(),
  codigo: z.string(),
  mensaje: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every response body: `{ status, datos, mensaje }`; status 0 is success. */
export const envelopeSchema = <T extends z.ZodType>(datos: T) =>
  z.object({
    status: z.number().int(),
    datos,
    mensaje: z.string().nullable(),
  });

export interface Envelope<T> {
  status: number;
  datos: T;
  mensaje: string | null;
}

export const errorEnvelopeSchema = envelopeSchema(z.unknown());
