import { z } from 'zod';
import { isValidEmail } from '../validators/email.ts';
import { validationMessages } from '../validators/messages.ts';
import { issueOf, textFieldSchema } from '../validators/schema-helpers.ts';
import {
  alwaysRefine,
  continuable,
  idSchema,
  messageIssue,
  optionalFreeTextSchema,
  optionalIdSchema,
  optionalIsoDaySchema,
  optionalNumberSchema,
  requiredNumberSchema,
  spanishToday,
  textOf,
} from './form-fields.ts';
import {
  offerFamilies,
  offerFamilyInputSchema,
  offerFamilySchema,
  type OfferFamily,
} from './offers.ts';
import { richTextPlain } from '../rich-text.ts';

/** Messages of the offer form that the spec does not word (gives only the rules). */
export const offerFormMessages = {
  startBeforeEnd: {
    codigo: 'start_before_end',
    mensaje: 'La fecha de inicio debe ser anterior a la fecha de fin',
  },
  notBeforeToday: { codigo: 'not_before_today', mensaje: 'La fecha no puede ser anterior a hoy' },
  deadlineAfterEnd: {
    codigo: 'deadline_after_end',
    mensaje: 'El plazo de inscripción no puede acabar después de la fecha de fin',
  },
  studentInternshipsOnly: {
    codigo: 'student_internships_only',
    mensaje: 'Este campo solo se aplica a las prácticas de estudiantes',
  },
  internshipsOnly: {
    codigo: 'internships_only',
    mensaje: 'Este campo solo se aplica a las ofertas de prácticas',
  },
  jobsOnly: { codigo: 'jobs_only', mensaje: 'Este campo solo se aplica a las ofertas de empleo' },
  duplicated: { codigo: 'duplicated', mensaje: 'Hay elementos repetidos en la lista' },
} as const;

/** Internship families: both need dates, hours and a tutor. */
export const isInternshipFamily = (familia: OfferFamily) => familia !== 'empleo';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

/** Ids of a multi-select (degrees, computer skills): no repeats. */
const idListSchema = z
  .array(idSchema, { error: validationMessages.malformed.mensaje })
  .refine(unique, messageIssue(offerFormMessages.duplicated));

export const offerLanguageInputSchema = z.object({ idIdioma: idSchema, idNivel: idSchema });

/** Rich-text description: something readable is required; HTML is sanitised by the server. */
const descriptionSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? validationMessages.required.mensaje
        : validationMessages.malformed.mensaje,
  })
  .max(20_000, { error: validationMessages.maxLength.mensaje })
  .refine((html) => richTextPlain(html) !== '', issueOf(validationMessages.required));

const optionalBoolean = z.boolean({ error: validationMessages.malformed.mensaje }).nullish();

/** Every field of the offer form; the web form and addOferta share it. */
const offerFormShape = z.object({
  familia: offerFamilyInputSchema,
  titulo: continuable(textFieldSchema(3, 150)),
  plazas: requiredNumberSchema({ min: 1, max: 999, integer: true }),
  idSector: idSchema,
  idTipoContrato: idSchema,
  titulaciones: idListSchema.refine((ids) => ids.length > 0, issueOf(validationMessages.required)),
  idAreaFuncional: optionalIdSchema,
  idProvincia: optionalIdSchema,
  idLocalidad: optionalIdSchema,
  descripcion: descriptionSchema,
  requisitos: optionalFreeTextSchema(4000),
  idiomas: z
    .array(offerLanguageInputSchema, { error: validationMessages.malformed.mensaje })
    .refine(
      (rows) => unique(rows.map((r) => r.idIdioma)),
      messageIssue(offerFormMessages.duplicated),
    )
    .default([]),
  conocimientosInformaticos: idListSchema.default([]),
  creditosMinimos: optionalNumberSchema({ min: 0, max: 400, integer: true }),
  fechaFinInscripcion: optionalIsoDaySchema,
  fechaInicio: optionalIsoDaySchema,
  fechaFin: optionalIsoDaySchema,
  horasDia: optionalNumberSchema({ min: 0.5, max: 24, decimals: 2 }),
  diasSemana: optionalNumberSchema({ min: 1, max: 7, integer: true }),
  meses: optionalNumberSchema({ min: 0, max: 12, integer: true }),
  dedicacion: optionalNumberSchema({ min: 0, max: 100, integer: true }),
  remuneracion: optionalNumberSchema({ min: 0, max: 999_999.99, decimals: 2 }),
  idRangoSalarial: optionalIdSchema,
  idTipoFormacion: optionalIdSchema,
  tutorNombre: optionalFreeTextSchema(150),
  tutorEmail: optionalFreeTextSchema(254),
  curricular: optionalBoolean,
  nivelEstudiantes: z.enum(['grado', 'posgrado']).nullish(),
  requiereCvPropio: z.boolean({ error: validationMessages.malformed.mensaje }).default(false),
  paraIntermediacion: z.boolean({ error: validationMessages.malformed.mensaje }).default(false),
  idPrograma: optionalIdSchema,
});

type OfferFormShape = z.infer<typeof offerFormShape>;
type Message = { readonly codigo: string; readonly mensaje: string };

/** Rules between fields; `today` is injectable for tests (default: today in Spain). */
export function offerFormRules(today: () => string = spanishToday) {
  return (form: OfferFormShape, ctx: z.core.$RefinementCtx<OfferFormShape>) => {
    const fail = (field: keyof OfferFormShape, message: Message) => {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: message.mensaje,
        params: { codigo: message.codigo },
        input: form[field],
      });
    };
    const given = (value: unknown) => value !== undefined && value !== null;
    const familia = offerFamilies.find((f) => f === form.familia);
    if (familia === undefined) {
      return;
    }
    if (isInternshipFamily(familia)) {
      for (const field of ['fechaInicio', 'fechaFin', 'horasDia', 'tutorNombre'] as const) {
        if (!given(form[field])) {
          fail(field, validationMessages.required);
        }
      }
      if (!given(form.tutorEmail)) {
        fail('tutorEmail', validationMessages.required);
      }
    } else {
      if (form.idPrograma !== undefined) {
        fail('idPrograma', offerFormMessages.internshipsOnly);
      }
    }
    if (given(form.tutorNombre) && textOf(form.tutorNombre).length < 3) {
      fail('tutorNombre', validationMessages.minLength);
    }
    if (given(form.tutorEmail) && !isValidEmail(textOf(form.tutorEmail))) {
      fail('tutorEmail', validationMessages.email);
    }
    if (familia === 'practicas') {
      if (!given(form.curricular)) {
        fail('curricular', validationMessages.required);
      }
    } else {
      for (const field of ['curricular', 'nivelEstudiantes', 'creditosMinimos'] as const) {
        if (given(form[field])) {
          fail(field, offerFormMessages.studentInternshipsOnly);
        }
      }
    }
    if (familia !== 'empleo' && form.paraIntermediacion) {
      fail('paraIntermediacion', offerFormMessages.jobsOnly);
    }
    const [start, end] = [textOf(form.fechaInicio), textOf(form.fechaFin)];
    if (start !== '' && end !== '' && start >= end) {
      fail('fechaFin', offerFormMessages.startBeforeEnd);
    }
    const deadline = textOf(form.fechaFinInscripcion);
    if (deadline !== '' && deadline < today()) {
      fail('fechaFinInscripcion', offerFormMessages.notBeforeToday);
    } else if (deadline !== '' && end !== '' && deadline > end) {
      fail('fechaFinInscripcion', offerFormMessages.deadlineAfterEnd);
    }
    if (given(form.idLocalidad) && !given(form.idProvincia)) {
      fail('idProvincia', validationMessages.required);
    }
  };
}

/**
 * The offer form (addOferta, editaOferta and the web form): each field with the spec's messages,
 * and the rules between fields of the spec (start before end, tutor required and well formed for
 * internships, curricular only for student internships). Reference ids (sector, degrees, town in
 * province…) are checked against the lists by the server and answered the same way.
 */
export const offerFormSchema = offerFormShape.superRefine(offerFormRules(), alwaysRefine);
export type OfferFormInput = z.input<typeof offerFormSchema>;
export type OfferForm = z.output<typeof offerFormSchema>;

/** Empty form of a family, as the web starts it (curricular preselected for student internships). */
export function offerFormDefaults(familia: OfferFamily): OfferFormInput {
  return {
    familia,
    titulo: '',
    plazas: 1,
    idSector: undefined,
    idTipoContrato: undefined,
    titulaciones: [],
    descripcion: '',
    requisitos: '',
    idiomas: [],
    conocimientosInformaticos: [],
    curricular: familia === 'practicas' ? true : null,
    requiereCvPropio: false,
    paraIntermediacion: false,
  };
}

/**
 * The stored offer in the form's own shape (dameOfertaEditable): what the web puts in the form to
 * edit it. Absent values are null; dates YYYY-MM-DD.
 */
export const offerFormValuesSchema = z.object({
  idOferta: z.number().int(),
  idEstado: z.number().int(),
  Estado: z.string(),
  familia: offerFamilySchema,
  titulo: z.string(),
  plazas: z.number().int(),
  idSector: z.number().int().nullable(),
  idTipoContrato: z.number().int().nullable(),
  titulaciones: z.array(z.number().int()),
  idAreaFuncional: z.number().int().nullable(),
  idProvincia: z.number().int().nullable(),
  idLocalidad: z.number().int().nullable(),
  descripcion: z.string(),
  requisitos: z.string(),
  idiomas: z.array(z.object({ idIdioma: z.number().int(), idNivel: z.number().int() })),
  conocimientosInformaticos: z.array(z.number().int()),
  creditosMinimos: z.number().int().nullable(),
  fechaFinInscripcion: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  horasDia: z.number().nullable(),
  diasSemana: z.number().int().nullable(),
  meses: z.number().int().nullable(),
  dedicacion: z.number().int().nullable(),
  remuneracion: z.number().nullable(),
  idRangoSalarial: z.number().int().nullable(),
  idTipoFormacion: z.number().int().nullable(),
  tutorNombre: z.string().nullable(),
  tutorEmail: z.string().nullable(),
  curricular: z.boolean().nullable(),
  nivelEstudiantes: z.enum(['grado', 'posgrado']).nullable(),
  requiereCvPropio: z.boolean(),
  paraIntermediacion: z.boolean(),
  idPrograma: z.number().int().nullable(),
});
export type OfferFormValues = z.infer<typeof offerFormValuesSchema>;
