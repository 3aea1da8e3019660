import { z } from 'zod';

/** Largest `detalle` accepted in an error report, measured in characters of its JSON text. */
export const ERROR_REPORT_DETAIL_MAX_CHARS = 8 * 1024;

const fitsDetail = (value: unknown) =>
  value === undefined || JSON.stringify(value).length <= ERROR_REPORT_DETAIL_MAX_CHARS;

/** `POST /api/Publico/reportaError`: a failed call or page reported by the web client. */
export const errorReportBodySchema = z.object({
  status: z.number().int(),
  url: z.string().trim().min(1).max(2000),
  mensaje: z.string().max(2000).optional(),
  detalle: z
    .unknown()
    .refine(fitsDetail, {
      message: 'El detalle supera el tamaño máximo permitido',
    })
    .optional(),
});
export type ErrorReportBody = z.infer<typeof errorReportBodySchema>;
