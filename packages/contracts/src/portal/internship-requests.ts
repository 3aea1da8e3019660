import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { isValidEmail } from '../validators/email.ts';
import { missingOrMalformed, textFieldSchema } from '../validators/schema-helpers.ts';
import { idSchema, isIsoDay } from './form-fields.ts';

/**
 * A company's requests about one of its internships (`solictitarAccionSobrePractica`, 529):
 * extend it, end it early, change the company tutor or something else. The careers office approves
 * or rejects each one with a reason; the company is told either way.
 */
export const internshipActions = [
  'ampliacion',
  'finalizacion_anticipada',
  'cambio_tutor',
  'otra',
] as const;
export const internshipActionSchema = z.enum(internshipActions, { error: missingOrMalformed });
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

const staffDecisionFields = {
  idSolicitud: idSchema,
  decision: z.enum(['aprobada', 'rechazada'], { error: validationMessages.required.mensaje }),
  motivo: z
    .string({ error: validationMessages.malformed.mensaje })
    .trim()
    .max(1000, { error: validationMessages.maxLength.mensaje })
    .default(''),
};

/** A reason (3–1000) is required to reject; optional to approve. */
function checkReason(
  value: { decision: 'aprobada' | 'rechazada'; motivo: string },
  ctx: z.RefinementCtx,
): void {
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
}

/** Approve or reject a pending request: a reason (3–1000) is required to reject. */
export const staffDecisionBodySchema = z.object(staffDecisionFields).superRefine(checkReason);
export type StaffDecisionBody = z.input<typeof staffDecisionBodySchema>;

/** The internship fields an approval of each kind of change request sets. */
export const changeApprovalFields = {
  ampliacion: ['nuevaFechaFin'],
  finalizacion_anticipada: ['nuevaFechaFin'],
  cambio_tutor: ['tutorNombre', 'tutorEmail'],
  otra: [],
} as const satisfies Record<InternshipAction, readonly string[]>;
export type ChangeApprovalField = (typeof changeApprovalFields)[InternshipAction][number];

/**
 * Messages of the approval rules that need the internship (checked by the server, which knows its
 * dates): the `codigo` is stable, the text says which date the new one is compared with.
 */
export const changeApprovalMessages = {
  afterCurrentEnd: {
    codigo: 'after_current_end',
    mensaje: (fechaFin: string) =>
      `La nueva fecha de fin debe ser posterior a la fecha de fin actual (${fechaFin})`,
  },
  beforeCurrentEnd: {
    codigo: 'before_current_end',
    mensaje: (fechaFin: string) =>
      `La nueva fecha de fin debe ser anterior a la fecha de fin actual (${fechaFin})`,
  },
  notBeforeStart: {
    codigo: 'not_before_start',
    mensaje: (fechaInicio: string) =>
      `La nueva fecha de fin no puede ser anterior a la fecha de inicio (${fechaInicio})`,
  },
} as const;

/** An optional text field of an approval: absent or '' means "not given". */
const optionalApprovalText = <T extends z.ZodType<string, string>>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * `Gestion/resolverSolicitudCambioPractica`: the shared decision plus what an approval changes on
 * the internship — `nuevaFechaFin` (YYYY-MM-DD) for an extension or an early end, `tutorNombre`
 * and `tutorEmail` for a tutor change, nothing for 'otra'. Formats are checked here; which fields
 * the request's kind needs (`changeApprovalFields`) and the dates against the internship's are
 * checked by the server, which knows the request (and by `staffChangeDecisionSchemaFor` in forms).
 */
const changeDecisionObject = z.object({
  ...staffDecisionFields,
  nuevaFechaFin: optionalApprovalText(
    z
      .string({ error: validationMessages.malformed.mensaje })
      .trim()
      .refine(isIsoDay, {
        error: validationMessages.malformed.mensaje,
        params: { codigo: validationMessages.malformed.codigo },
      }),
  ),
  tutorNombre: optionalApprovalText(textFieldSchema(3, 150)),
  tutorEmail: optionalApprovalText(
    z
      .string({ error: validationMessages.malformed.mensaje })
      .trim()
      .max(254, { error: validationMessages.email.mensaje })
      .refine(isValidEmail, {
        error: validationMessages.email.mensaje,
        params: { codigo: validationMessages.email.codigo },
      }),
  ),
});
export const staffChangeDecisionBodySchema = changeDecisionObject.superRefine(checkReason);
export type StaffChangeDecisionBody = z.input<typeof staffChangeDecisionBodySchema>;

/** The approval fields a request of this kind needs that `values` lacks. */
export function missingApprovalFields(
  accion: InternshipAction,
  values: Partial<Record<ChangeApprovalField, string | undefined>>,
): ChangeApprovalField[] {
  return changeApprovalFields[accion].filter((campo) => (values[campo] ?? '').trim() === '');
}

/** The decision of a request of a known kind: an approval requires the kind's fields. */
export const staffChangeDecisionSchemaFor = (accion: InternshipAction) =>
  changeDecisionObject.superRefine((value, ctx) => {
    checkReason(value, ctx);
    if (value.decision !== 'aprobada') {
      return;
    }
    for (const campo of missingApprovalFields(accion, value)) {
      ctx.addIssue({
        code: 'custom',
        path: [campo],
        message: validationMessages.required.mensaje,
        params: { codigo: validationMessages.required.codigo },
      });
    }
  });

export const staffChangeRequestSchema = internshipChangeRequestSchema.extend({
  practica: z.string(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  alumno: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  tutor: z.string().nullable(),
  tutorEmail: z.string().nullable(),
  solicitante: z.string().nullable(),
  resueltaPor: z.string().nullable(),
});
export type StaffChangeRequest = z.infer<typeof staffChangeRequestSchema>;
