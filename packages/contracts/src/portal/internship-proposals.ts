import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { emailAddressSchema } from '../validators/schemas-contact.ts';
import { cifSchema, dniNieSchema } from '../validators/schemas-documents.ts';
import { issueOf, requiredChecks, textFieldSchema } from '../validators/schema-helpers.ts';
import { checkStartBeforeEnd } from './education-requests.ts';
import {
  alwaysRefine,
  isIsoDay,
  optionalNumberSchema,
  requiredNumberSchema,
} from './form-fields.ts';
import { requestDecisionStateSchema } from './internship-requests.ts';

/**
 * Internship proposals (/propuesta-practicas, 510): a candidate proposes an internship at a company
 * (rules: start before end, hours per day numeric, days per week 1–7, months 0–12,
 * remuneration decimal), or a company proposes one for a student by identity document (509 when
 * nobody has it). The careers office approves or rejects it with a reason; the proposer is told.
 */
const requiredIsoDay = z
  .string({ error: validationMessages.required.mensaje })
  .trim()
  .check(...requiredChecks())
  .refine(isIsoDay, issueOf(validationMessages.malformed));

const internshipTerms = {
  fechaInicio: requiredIsoDay,
  fechaFin: requiredIsoDay,
  horasDia: requiredNumberSchema({ min: 1, max: 8, decimals: 1 }),
  diasSemana: requiredNumberSchema({ min: 1, max: 7, integer: true }),
  meses: requiredNumberSchema({ min: 0, max: 12, integer: true }),
  remuneracion: optionalNumberSchema({ min: 0, max: 99999, decimals: 2 }),
  tutorNombre: textFieldSchema(3, 150),
  tutorEmail: emailAddressSchema,
  descripcion: textFieldSchema(20, 4000),
};

export const candidateProposalBodySchema = z
  .object({
    cifEmpresa: cifSchema,
    nombreEmpresa: textFieldSchema(3, 150),
    emailContacto: emailAddressSchema,
    nombreContacto: textFieldSchema(3, 150),
    ...internshipTerms,
  })
  .superRefine(checkStartBeforeEnd, alwaysRefine);
export type CandidateProposalBody = z.input<typeof candidateProposalBodySchema>;

export const companyProposalBodySchema = z
  .object({ dni: dniNieSchema, ...internshipTerms })
  .superRefine(checkStartBeforeEnd, alwaysRefine);
export type CompanyProposalBody = z.input<typeof companyProposalBodySchema>;

export const checkCifBodySchema = z.object({ cif: cifSchema });
export const checkedCifSchema = z.object({
  cif: z.string(),
  /** The company is registered in the portal: its trade name. */
  registrada: z.boolean(),
  nombreComercial: z.string().nullable(),
});
export type CheckedCif = z.infer<typeof checkedCifSchema>;

export const checkContactEmailBodySchema = z.object({ email: emailAddressSchema });
export const checkedContactEmailSchema = z.object({
  email: z.string(),
  /** The address belongs to a user or contact of a registered company. */
  conocido: z.boolean(),
  empresa: z.string().nullable(),
});
export type CheckedContactEmail = z.infer<typeof checkedContactEmailSchema>;

export const internshipProposalSchema = z.object({
  idPropuesta: z.number().int(),
  origen: z.enum(['alumno', 'empresa']),
  estado: requestDecisionStateSchema,
  alumno: z.string(),
  cifEmpresa: z.string(),
  nombreEmpresa: z.string(),
  emailContacto: z.string(),
  nombreContacto: z.string().nullable(),
  /** dd/mm/yyyy. */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  horasDia: z.number(),
  diasSemana: z.number().int(),
  meses: z.number().int(),
  remuneracion: z.number().nullable(),
  tutorNombre: z.string(),
  tutorEmail: z.string(),
  descripcion: z.string(),
  fecha: z.string(),
  motivo: z.string().nullable(),
  fechaResolucion: z.string().nullable(),
});
export type InternshipProposal = z.infer<typeof internshipProposalSchema>;

export const staffProposalSchema = internshipProposalSchema.extend({
  emailAlumno: z.string(),
  resueltaPor: z.string().nullable(),
});
export type StaffProposal = z.infer<typeof staffProposalSchema>;
