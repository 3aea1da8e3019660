import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { textFieldSchema } from '../validators/schema-helpers.ts';
import { idSchema } from './form-fields.ts';

/**
 * A company's requests about one of its internships (001 §7 `solictitarAccionSobrePractica`, 529):
 * extend it, end it early, change the company tutor or something else. The careers office approves
 * or rejects each one with a reason; the company is told either way.
 */
export const internshipActions = [
  'ampliacion',
  'finalizacion_anticipada',
  'cambio_tutor',
  'otra',
] as const;
export const internshipActionSchema = z.enum(internshipActions, {
  error: validationMessages.required.mensaje,
});
export type InternshipAction = z.infer<typeof internshipActionSchema>;

export const requestDecisionStates = ['pendiente', 'aprobada', 'rechazada'] as const;
export const requestDecisionStateSchema = z.enum(requestDecisionStates);
export type RequestDecisionState = z.infer<typeof requestDecisionStateSchema>;

/** Description of a change request: 10–2000 characters. */
export const CHANGE_REQUEST_MIN = 10;
export const CHANGE_REQUEST_MAX = 2000;

export const internshipChangeRequestSchema = z.object({
  idSolicitud: z.number().int(),
  idPractica: z.number().int(),
  accion: internshipActionSchema,
  descripcion: z.string(),
  /** dd/mm/yyyy. */
  fecha: z.string(),
  estado: requestDecisionStateSchema,
  motivo: z.string().nullable(),
  fechaResolucion: z.string().nullable(),
});
export type InternshipChangeRequest = z.infer<typeof internshipChangeRequestSchema>;

const personSchema = z.object({ nombre: z.string(), email: z.string().nullable() });

/** `Empresa/damePracticas`: the company's internships with student, dates, tutor and state. */
export const companyInternshipSchema = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  alumno: z.object({ nombre: z.string(), apellidos: z.string(), email: z.string() }),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  horasDia: z.number().int().nullable(),
  tutor: personSchema.nullable(),
  tutorAcademico: personSchema.nullable(),
  estado: z.enum(['pendiente', 'en_curso', 'finalizada', 'cancelada']),
  /** Requests can be made while the internship is pending or in progress. */
  admiteSolicitudes: z.boolean(),
  solicitudes: z.array(internshipChangeRequestSchema),
});
export type CompanyInternship = z.infer<typeof companyInternshipSchema>;

export const internshipActionBodySchema = z.object({
  idPractica: idSchema,
  accion: internshipActionSchema,
  descripcion: textFieldSchema(CHANGE_REQUEST_MIN, CHANGE_REQUEST_MAX),
});
export type InternshipActionBody = z.input<typeof internshipActionBodySchema>;

/** Filters of every back-office request list (change requests, proposals, education requests). */
export const staffRequestListQuerySchema = z.object({
  estado: z.string().trim().max(40).optional(),
  texto: z.string().trim().max(150).optional(),
  tipo: z.string().trim().max(40).optional(),
});
export type StaffRequestListQuery = z.infer<typeof staffRequestListQuerySchema>;

export const staffExportQuerySchema = staffRequestListQuerySchema.extend({
  formato: z.enum(['csv', 'xlsx']).default('xlsx'),
});
export type StaffExportQuery = z.input<typeof staffExportQuerySchema>;

export const requestRefParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Approve or reject a pending request: a reason (3–1000) is required to reject. */
export const staffDecisionBodySchema = z
  .object({
    idSolicitud: idSchema,
    decision: z.enum(['aprobada', 'rechazada'], { error: validationMessages.required.mensaje }),
    motivo: z
      .string({ error: validationMessages.malformed.mensaje })
      .trim()
      .max(1000, { error: validationMessages.maxLength.mensaje })
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'rechazada' && value.motivo.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['motivo'],
        message: validationMessages.required.mensaje,
        params: { codigo: validationMessages.required.codigo },
      });
    } else if (value.motivo.length > 0 && value.motivo.length < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['motivo'],
        message: validationMessages.minLength.mensaje,
        params: { codigo: validationMessages.minLength.codigo },
      });
    }
  });
export type StaffDecisionBody = z.input<typeof staffDecisionBodySchema>;

export const staffChangeRequestSchema = internshipChangeRequestSchema.extend({
  practica: z.string(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  alumno: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  tutor: z.string().nullable(),
  solicitante: z.string().nullable(),
  resueltaPor: z.string().nullable(),
});
export type StaffChangeRequest = z.infer<typeof staffChangeRequestSchema>;
