import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { dniNieSchema } from '../validators/schemas-documents.ts';
import { optionalEmailAddressSchema } from '../validators/schemas-contact.ts';
import { issueOf, requiredChecks, textFieldSchema } from '../validators/schema-helpers.ts';
import { alwaysRefine, idSchema, isIsoDay, optionalFreeTextSchema, textOf } from './form-fields.ts';

/**
 * Education internship requests (528/81/509): an education centre (a company registered as
 * such, with a limit of requests per course) hosts education students. A student asks a centre
 * (`pendiente_centro`); the centre accepts (→ `pendiente_servicio`, counts against its limit) or
 * rejects with a reason; a centre may also request a student itself by identity document
 * (→ `pendiente_servicio`). The careers office approves (`aprobada`) or rejects (`rechazada`).
 */
export const educationRequestStates = [
  'pendiente_centro',
  'pendiente_servicio',
  'aprobada',
  'rechazada_centro',
  'rechazada',
] as const;
export const educationRequestStateSchema = z.enum(educationRequestStates);
export type EducationRequestState = z.infer<typeof educationRequestStateSchema>;

/** States that hold one of the centre's places (the limit, code 81). */
export const educationPlaceStates: readonly EducationRequestState[] = [
  'pendiente_servicio',
  'aprobada',
];
/** States in which a student's request is still alive (a student has at most this many). */
export const educationActiveStates: readonly EducationRequestState[] = [
  'pendiente_centro',
  'pendiente_servicio',
  'aprobada',
];
/** Requests a student may have alive at once (`numeroSolicitudPracticasEducacionDisponibles`). */
export const MAX_EDUCATION_REQUESTS_PER_STUDENT = 3;

export const educationStages = ['infantil', 'primaria', 'secundaria', 'otra'] as const;
export const educationStageSchema = z.enum(educationStages, {
  error: validationMessages.required.mensaje,
});

export const educationRequestSchema = z.object({
  idSolicitud: z.number().int(),
  origen: z.enum(['alumno', 'centro']),
  estado: educationRequestStateSchema,
  alumno: z.object({
    idAlumno: z.number().int(),
    nombre: z.string(),
    apellidos: z.string(),
    dni: z.string().nullable(),
    email: z.string(),
  }),
  idCentro: z.number().int(),
  centro: z.string(),
  etapa: educationStageSchema,
  /** ISO days (yyyy-mm-dd) for forms; `fechaTexto` fields are dd/mm/yyyy. */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  tutorNombre: z.string().nullable(),
  tutorEmail: z.string().nullable(),
  observaciones: z.string().nullable(),
  motivo: z.string().nullable(),
  fecha: z.string(),
  fechaResolucion: z.string().nullable(),
  /** The centre may still accept or reject it (pending the centre). */
  puedeDecidir: z.boolean(),
  /** The centre may still edit its dates, tutor and notes. */
  editable: z.boolean(),
});
export type EducationRequest = z.infer<typeof educationRequestSchema>;

export const educationMenuSchema = z.object({
  tieneMenu: z.boolean(),
  limite: z.number().int().nullable(),
  ocupadas: z.number().int(),
  disponibles: z.number().int(),
});
export type EducationMenu = z.infer<typeof educationMenuSchema>;

export const educationRequestListSchema = z.object({
  solicitudes: z.array(educationRequestSchema),
  limite: z.number().int(),
  ocupadas: z.number().int(),
  disponibles: z.number().int(),
});
export type EducationRequestList = z.infer<typeof educationRequestListSchema>;

export const checkDniBodySchema = z.object({ dni: dniNieSchema });
export const checkedStudentSchema = z.object({
  idAlumno: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  esEstudianteEducacion: z.boolean(),
  disponibles: z.number().int(),
});
export type CheckedStudent = z.infer<typeof checkedStudentSchema>;

const requiredIsoDay = z
  .string({ error: validationMessages.required.mensaje })
  .trim()
  .check(...requiredChecks())
  .refine(isIsoDay, issueOf(validationMessages.malformed));

export const START_BEFORE_END = {
  codigo: 'start_before_end',
  mensaje: 'La fecha de inicio debe ser anterior a la fecha de fin',
} as const;

/** Start strictly before end, reported on `fechaFin`. */
export const checkStartBeforeEnd = (
  value: { fechaInicio?: unknown; fechaFin?: unknown },
  ctx: z.RefinementCtx,
) => {
  const start = textOf(value.fechaInicio);
  const end = textOf(value.fechaFin);
  if (isIsoDay(start) && isIsoDay(end) && start >= end) {
    ctx.addIssue({
      code: 'custom',
      path: ['fechaFin'],
      message: START_BEFORE_END.mensaje,
      params: { codigo: START_BEFORE_END.codigo },
    });
  }
};

/** What a centre writes about a placement (create and edit). */
const placementFields = {
  etapa: educationStageSchema,
  fechaInicio: requiredIsoDay,
  fechaFin: requiredIsoDay,
  tutorNombre: textFieldSchema(3, 150),
  tutorEmail: optionalEmailAddressSchema,
  observaciones: optionalFreeTextSchema(1000),
};

/** `Empresa/solicitudPractica` of an education centre: the student by identity document. */
export const educationRequestBodySchema = z
  .object({ dni: dniNieSchema, ...placementFields })
  .superRefine(checkStartBeforeEnd, alwaysRefine);
export type EducationRequestBody = z.input<typeof educationRequestBodySchema>;

export const educationRequestEditBodySchema = z
  .object({ idSolicitud: idSchema, ...placementFields })
  .superRefine(checkStartBeforeEnd, alwaysRefine);
export type EducationRequestEditBody = z.input<typeof educationRequestEditBodySchema>;

/**
 * Accepting a student's request names the centre's tutor: the placement cannot start without
 * one, and the student's own request never carries it.
 */
export const educationAcceptBodySchema = z.object({
  idSolicitud: idSchema,
  tutorNombre: placementFields.tutorNombre,
  tutorEmail: placementFields.tutorEmail,
});
export type EducationAcceptBody = z.input<typeof educationAcceptBodySchema>;
export const educationRejectBodySchema = z.object({
  idSolicitud: idSchema,
  motivo: textFieldSchema(3, 1000),
});
export type EducationRejectBody = z.input<typeof educationRejectBodySchema>;

/** Candidate side: how many more requests the student may send, and their requests. */
export const studentEducationStatusSchema = z.object({
  esEstudianteEducacion: z.boolean(),
  maximo: z.number().int(),
  disponibles: z.number().int(),
  solicitudes: z.array(educationRequestSchema),
});
export type StudentEducationStatus = z.infer<typeof studentEducationStatusSchema>;

export const educationCentreOptionSchema = z.object({
  idCentro: z.number().int(),
  nombre: z.string(),
  localidad: z.string().nullable(),
  disponibles: z.number().int(),
});
export type EducationCentreOption = z.infer<typeof educationCentreOptionSchema>;

/** A student asks an education centre to host their placement. */
export const studentEducationRequestBodySchema = z
  .object({
    idCentro: idSchema,
    etapa: educationStageSchema,
    fechaInicio: requiredIsoDay,
    fechaFin: requiredIsoDay,
    observaciones: optionalFreeTextSchema(1000),
  })
  .superRefine(checkStartBeforeEnd, alwaysRefine);
export type StudentEducationRequestBody = z.input<typeof studentEducationRequestBodySchema>;

export const staffEducationRequestSchema = educationRequestSchema.extend({
  resueltaPor: z.string().nullable(),
});
export type StaffEducationRequest = z.infer<typeof staffEducationRequestSchema>;
