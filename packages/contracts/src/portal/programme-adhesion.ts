import { z } from 'zod';

/** `detallePrograma/{id}` for a candidate (id or urlAcceso slug), with my adhesion. */
export const programmeDetailSchema = z.object({
  idPrograma: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  financiacion: z.string(),
  tiposEstudios: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  meses: z.number().int(),
  meses2: z.number().int().nullable(),
  operadorMeses: z.string().nullable(),
  dedicacion: z.number().int(),
  urlImagen: z.string().nullable(),
  urlAcceso: z.string(),
  activo: z.boolean(),
  documentacionNecesaria: z.array(
    z.object({ idTipoDocumento: z.number().int(), nombre: z.string(), descripcion: z.string() }),
  ),
  adhesionSolicitada: z.boolean(),
  fechaAdhesion: z.string().nullable(),
});
export type ProgrammeDetail = z.infer<typeof programmeDetailSchema>;

/** An item of `/api/Publico/programasPracticasActivos` (000 §3 Programme; no token needed). */
export const programmeSummarySchema = z.object({
  idPrograma: z.number().int(),
  titulo: z.string(),
  financiacion: z.string(),
  tiposEstudios: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  meses: z.number().int(),
  meses2: z.number().int().nullable(),
  operadorMeses: z.string().nullable(),
  urlImagen: z.string().nullable(),
  urlAcceso: z.string(),
});
export type ProgrammeSummary = z.infer<typeof programmeSummarySchema>;

export const programmeRefParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
