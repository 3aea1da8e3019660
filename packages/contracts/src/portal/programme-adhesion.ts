import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { optionalFreeTextSchema } from './form-fields.ts';

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
  /** Where my request stands: the careers office accepts or rejects it (with a reason). */
  estadoAdhesion: z.enum(['pendiente', 'aceptada', 'rechazada']).nullable(),
  motivoAdhesion: z.string().nullable(),
});
export type ProgrammeDetail = z.infer<typeof programmeDetailSchema>;

/** An item of `/api/Publico/programasPracticasActivos` (Programme; no token needed). */
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

/** The careers office's decision on an adhesion (a candidate's or a company's). */
export const programmeAdhesionStates = ['pendiente', 'aceptada', 'rechazada'] as const;

/**
 * `Empresa/detallePrograma/{id}`: the programme as a company sees it — what it asks of the
 * internship offers a company publishes in it (dedication and months) and the company's adhesion.
 */
export const companyProgrammeDetailSchema = programmeSummarySchema.extend({
  descripcion: z.string(),
  activo: z.boolean(),
  /** What an offer of the programme must have (code 58 otherwise). */
  requisitosOferta: z.object({
    dedicacion: z.number().int(),
    meses: z.array(z.number().int()),
  }),
  adhesion: z
    .object({
      estado: z.enum(programmeAdhesionStates),
      fechaSolicitud: z.string(),
      motivo: z.string().nullable(),
    })
    .nullable(),
});
export type CompanyProgrammeDetail = z.infer<typeof companyProgrammeDetailSchema>;

/** A company's adhesion as the careers office lists it. */
export const staffCompanyAdhesionSchema = z.object({
  idPrograma: z.number().int(),
  idEmpresa: z.number().int(),
  nombreComercial: z.string(),
  cif: z.string(),
  solicitante: z.string().nullable(),
  fechaSolicitud: z.string(),
  estado: z.enum(programmeAdhesionStates),
  motivo: z.string().nullable(),
  fechaDecision: z.string().nullable(),
});
export type StaffCompanyAdhesion = z.infer<typeof staffCompanyAdhesionSchema>;

/** The careers office accepts or rejects a company's adhesion (a rejection needs a reason). */
export const staffCompanyAdhesionDecisionBodySchema = z
  .object({
    idPrograma: z.number().int().positive(),
    idEmpresa: z.number().int().positive(),
    decision: z.enum(['aceptada', 'rechazada'], { error: validationMessages.required.mensaje }),
    motivo: optionalFreeTextSchema(1000).transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'rechazada' && value.motivo === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['motivo'],
        message: validationMessages.required.mensaje,
        params: { codigo: validationMessages.required.codigo },
      });
    }
  });
export type StaffCompanyAdhesionDecisionBody = z.input<
  typeof staffCompanyAdhesionDecisionBodySchema
>;
