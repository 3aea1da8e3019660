import { z } from 'zod';

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** `GET /api/Gestion/dameCuadroMando`: months from `desde` to `hasta` (default: the last 12). */
export const dashboardQuerySchema = z.object({ desde: isoDay, hasta: isoDay });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Every figure is an SQL aggregate computed by the database (GROUP BY), never in memory. */
export const dashboardSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  /** Month `yyyy-mm`, offer family, offers published (validated) and filled (someone hired). */
  ofertasPorMes: z.array(
    z.object({
      mes: z.string(),
      familia: z.string(),
      publicadas: z.number().int(),
      cubiertas: z.number().int(),
    }),
  ),
  candidaturasPorEstado: z.array(
    z.object({ idEstado: z.number().int(), estado: z.string(), total: z.number().int() }),
  ),
  /** Days from an application to the company's first change of its state, per month applied. */
  primeraRespuesta: z.array(
    z.object({
      mes: z.string(),
      candidaturas: z.number().int(),
      mediaDias: z.number(),
      medianaDias: z.number(),
    }),
  ),
  conveniosPorEstado: z.array(z.object({ estado: z.string(), total: z.number().int() })),
  encuestas: z.array(
    z.object({
      idEncuesta: z.number().int(),
      titulo: z.string(),
      invitaciones: z.number().int(),
      respuestas: z.number().int(),
      /** Responses per invitation, in %, null without invitations. */
      tasa: z.number().nullable(),
    }),
  ),
  eventos: z.array(
    z.object({
      idEvento: z.number().int(),
      titulo: z.string(),
      fecha: z.string(),
      plazas: z.number().int().nullable(),
      inscritos: z.number().int(),
    }),
  ),
  pendientes: z.object({
    ofertas: z.number().int(),
    empresas: z.number().int(),
    solicitudesBaja: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
