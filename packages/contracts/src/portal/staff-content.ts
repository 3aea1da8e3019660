import { z } from 'zod';
import { issueOf, requiredTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import { validationMessages } from '../validators/messages.ts';
import { isValidUrl } from '../validators/url.ts';
import { isIsoDay, optionalFreeTextSchema, optionalNumberSchema } from './form-fields.ts';

/**
 * The careers office's content screens: events with their enrolled list and
 * attendance, orientation guides, communications and practice programmes with their adhesions.
 * Rich text is HTML, stored sanitised (same rules as guides and news).
 */

export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A link or an image: an absolute http(s) URL or a path of this site ('/brand/…'). */
export const optionalLinkSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
  z
    .string({ error: validationMessages.malformed.mensaje })
    .trim()
    .max(500, { error: validationMessages.maxLength.mensaje })
    .refine(
      (value) => isValidUrl(value) || /^\/[A-Za-z0-9/_.%-]*$/.test(value),
      issueOf(validationMessages.malformed),
    )
    .nullable(),
);

const richTextSchema = (max = 50_000) =>
  requiredTextSchema().max(max, { error: validationMessages.maxLength.mensaje });

const isoDaySchema = requiredTextSchema().refine(isIsoDay, issueOf(validationMessages.malformed));

/** `YYYY-MM-DDTHH:mm` (what a datetime-local input gives, Spanish time) or a full ISO instant. */
const dateTimeSchema = requiredTextSchema().refine(
  (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value) &&
    !Number.isNaN(new Date(value.length === 16 ? `${value}:00Z` : value).getTime()),
  issueOf(validationMessages.malformed),
);

// ——— Events ———

export const staffEventStates = ['proximos', 'pasados', 'todos'] as const;

export const staffEventListQuerySchema = z.object({
  texto: z.string().trim().max(200).optional(),
  categoria: z.string().trim().max(100).optional(),
  estado: z.enum(staffEventStates).default('todos'),
  publico: z.enum(['si', 'no']).optional(),
});
export type StaffEventListQuery = z.input<typeof staffEventListQuerySchema>;

export const staffEventSchema = z.object({
  idEvento: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  entradilla: z.string(),
  /** ISO instant. */
  fecha: z.string(),
  /** The same date in Spanish local time, `YYYY-MM-DDTHH:mm` (for the editor's input). */
  fechaLocal: z.string(),
  lugar: z.string(),
  categoria: z.string(),
  destacado: z.boolean(),
  publico: z.boolean(),
  plazas: z.number().int().nullable(),
  urlImagen: z.string().nullable(),
  inscritos: z.number().int(),
  asistentes: z.number().int(),
  caducado: z.boolean(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

export const staffEventDetailSchema = staffEventSchema.extend({ descripcion: z.string() });
export type StaffEventDetail = z.infer<typeof staffEventDetailSchema>;

/** Create or replace an event (`/gestion/eventos`); `fecha` is Spanish local time. */
export const staffEventBodySchema = z.object({
  titulo: textFieldSchema(3, 200),
  entradilla: textFieldSchema(3, 500),
  descripcion: richTextSchema(),
  fecha: dateTimeSchema,
  lugar: textFieldSchema(3, 200),
  categoria: textFieldSchema(3, 100),
  destacado: z.boolean().default(false),
  publico: z.boolean().default(true),
  plazas: optionalNumberSchema({ min: 1, max: 100_000, integer: true }).transform((v) => v ?? null),
  urlImagen: optionalLinkSchema,
});
export type StaffEventBody = z.input<typeof staffEventBodySchema>;

export const staffEnrolledSchema = z.object({
  idCandidato: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  fechaInscripcion: z.string(),
  /** null: not marked yet. */
  asistio: z.boolean().nullable(),
});
export type StaffEnrolled = z.infer<typeof staffEnrolledSchema>;

export const exportFormatQuerySchema = z.object({
  formato: z.enum(['csv', 'xlsx']).default('xlsx'),
});

/** The events list as filtered, as CSV or XLSX. */
export const staffEventExportQuerySchema = staffEventListQuerySchema.extend(
  exportFormatQuerySchema.shape,
);
export type StaffEventExportQuery = z.input<typeof staffEventExportQuerySchema>;

/** A whole back-office list as searched (every word of `texto`, accents and case ignored). */
export const staffTextExportQuerySchema = exportFormatQuerySchema.extend({
  texto: z.string().trim().max(200).optional(),
});
export type StaffTextExportQuery = z.input<typeof staffTextExportQuerySchema>;

export const staffAttendanceBodySchema = z.object({
  idEvento: z.number().int().positive(),
  asistencias: z
    .array(z.object({ idCandidato: z.number().int().positive(), asistio: z.boolean().nullable() }))
    .min(1, { error: validationMessages.required.mensaje })
    .max(5000),
});
export type StaffAttendanceBody = z.input<typeof staffAttendanceBodySchema>;

// ——— Guides ———

export const staffGuideSchema = z.object({
  idGuia: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  urlFichero: z.string().nullable(),
  urlImagen: z.string().nullable(),
  publicada: z.string(),
});
export type StaffGuide = z.infer<typeof staffGuideSchema>;

export const staffGuideBodySchema = z.object({
  titulo: textFieldSchema(3, 200),
  descripcion: richTextSchema(),
  urlFichero: optionalLinkSchema,
  urlImagen: optionalLinkSchema,
});
export type StaffGuideBody = z.input<typeof staffGuideBodySchema>;

// ——— Communications ———

export const communicationAudiences = ['alumno', 'empresa', 'todos'] as const;
export type CommunicationAudience = (typeof communicationAudiences)[number];

export const staffCommunicationSchema = z.object({
  idComunicacion: z.number().int(),
  destinatarios: z.enum(communicationAudiences),
  fechaDesde: z.string(),
  fechaHasta: z.string().nullable(),
  descripcion: z.string(),
  enlace: z.string().nullable(),
  /** programada: not shown yet; vigente: shown today; caducada: past its end date. */
  estado: z.enum(['programada', 'vigente', 'caducada']),
});
export type StaffCommunication = z.infer<typeof staffCommunicationSchema>;

/** The communications list as the staff page filters it (every word of texto, audience). */
export const staffCommunicationExportQuerySchema = staffTextExportQuerySchema.extend({
  destinatarios: z.enum(communicationAudiences).optional(),
});
export type StaffCommunicationExportQuery = z.input<typeof staffCommunicationExportQuerySchema>;

export const staffCommunicationBodySchema = z
  .object({
    destinatarios: z.enum(communicationAudiences, { error: validationMessages.required.mensaje }),
    fechaDesde: isoDaySchema,
    fechaHasta: z.preprocess(
      (value) => (value === '' || value === null ? null : value),
      z
        .string({ error: validationMessages.malformed.mensaje })
        .refine(isIsoDay, issueOf(validationMessages.malformed))
        .nullable()
        .default(null),
    ),
    descripcion: textFieldSchema(3, 1000),
    enlace: optionalLinkSchema,
  })
  .superRefine((value, ctx) => {
    if (value.fechaHasta !== null && value.fechaHasta < value.fechaDesde) {
      ctx.addIssue({
        code: 'custom',
        path: ['fechaHasta'],
        message: validationMessages.outOfRange.mensaje,
        params: { codigo: validationMessages.outOfRange.codigo },
      });
    }
  });
export type StaffCommunicationBody = z.input<typeof staffCommunicationBodySchema>;

// ——— Practice programmes ———

export const adhesionStates = ['pendiente', 'aceptada', 'rechazada'] as const;
export type AdhesionState = (typeof adhesionStates)[number];

export const staffProgrammeSchema = z.object({
  idPrograma: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  financiacion: z.string(),
  tiposEstudios: z.string(),
  /** YYYY-MM-DD */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  meses: z.number().int(),
  dedicacion: z.number().int(),
  urlImagen: z.string().nullable(),
  activo: z.boolean(),
  adhesiones: z.object({
    pendiente: z.number().int(),
    aceptada: z.number().int(),
    rechazada: z.number().int(),
  }),
});
export type StaffProgramme = z.infer<typeof staffProgrammeSchema>;

export const staffProgrammeBodySchema = z
  .object({
    titulo: textFieldSchema(3, 200),
    descripcion: richTextSchema(),
    financiacion: textFieldSchema(3, 300),
    tiposEstudios: textFieldSchema(3, 300),
    fechaInicio: isoDaySchema,
    fechaFin: isoDaySchema,
    meses: optionalNumberSchema({ min: 1, max: 60, integer: true }).refine(
      (v) => v !== undefined,
      issueOf(validationMessages.required),
    ),
    // Dedication 0 to 100.
    dedicacion: optionalNumberSchema({ min: 0, max: 100, integer: true }).transform((v) => v ?? 80),
    urlImagen: optionalLinkSchema,
    activo: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.fechaFin < value.fechaInicio) {
      ctx.addIssue({
        code: 'custom',
        path: ['fechaFin'],
        message: validationMessages.outOfRange.mensaje,
        params: { codigo: validationMessages.outOfRange.codigo },
      });
    }
  });
export type StaffProgrammeBody = z.input<typeof staffProgrammeBodySchema>;

export const staffAdhesionQuerySchema = z.object({
  estado: z.enum(adhesionStates).optional(),
  texto: z.string().trim().max(200).optional(),
});

export const staffAdhesionSchema = z.object({
  idPrograma: z.number().int(),
  idCandidato: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  fechaSolicitud: z.string(),
  estado: z.enum(adhesionStates),
  motivo: z.string().nullable(),
  fechaDecision: z.string().nullable(),
});
export type StaffAdhesion = z.infer<typeof staffAdhesionSchema>;

export const staffAdhesionDecisionBodySchema = z
  .object({
    idPrograma: z.number().int().positive(),
    idCandidato: z.number().int().positive(),
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
export type StaffAdhesionDecisionBody = z.input<typeof staffAdhesionDecisionBodySchema>;
