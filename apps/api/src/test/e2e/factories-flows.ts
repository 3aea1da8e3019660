import { randomBytes } from 'node:crypto';
import { CandidateDocumentType } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  accountTokens,
  candidateDocuments,
  companyAccountRequests,
  surveyTargets,
  users,
} from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../modules/accounts/account-tokens.ts';
import { buildCompleteCompany } from '../build-companies.ts';
import { buildGraduate } from '../builders.ts';
import { buildGuide } from '../build-content.ts';
import { buildSurvey } from '../build-surveys.ts';
import { enrol } from '../build-events.ts';
import { buildEligibleStudent, buildProgramme, dayOffset } from '../offer-builders.ts';
import type { Factory } from './factories.ts';
import { setPerson, tag } from './people.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * The data of the cross-role flows and of the shell (e2e/flows, e2e/shell): programmes with
 * offer requirements, a company user who still has to set the password, event enrolments.
 */

const programmeInput = z.object({
  titulo: z.string().min(1),
  descripcion: z.string().default('<p>Prácticas extracurriculares durante el verano.</p>'),
  /** The part-time share the programme's offers must have (percent). */
  dedicacion: z.number().int().min(1).max(100).default(80),
  /** The offers' duration in months: `meses`, or `meses` `operadorMeses` `meses2`. */
  meses: z.number().int().positive().default(12),
  meses2: z.number().int().positive().optional(),
  operadorMeses: z.enum(['o', 'y']).optional(),
  /** Days from now to its start (negative: started). */
  inicioDias: z.number().int().default(-30),
});

const setPasswordInput = z.object({
  nombreComercial: z.string().min(1),
  nombre: z.string().min(1).default('Ana'),
  apellidos: z.string().min(1).default('Prueba Test'),
});

const graduateInput = z.object({
  nombre: z.string().min(1).default('Ana'),
  apellidos: z.string().min(1).default('Prueba Test'),
  /** The finished degree (36: computer engineering, unless told). */
  idTitulacion: z.number().int().positive().default(36),
});

const guideInput = z.object({
  titulo: z.string().min(1),
  descripcion: z.string().min(1),
  urlFichero: z.string().min(1).nullable().default(null),
  /** Minutes from now to its publication date (positive: newer than anything built now). */
  publicadaMinutos: z.number().int().default(0),
});

const companySurveyInput = z.object({
  titulo: z.string().min(1),
  /** The company users it is addressed to. */
  destinatarios: z.array(z.number().int().positive()).min(1),
});

const studentInput = z.object({
  nombre: z.string().min(1).default('Ana'),
  apellidos: z.string().min(1).default('Prueba Test'),
});

const enrolmentInput = z.object({
  eventId: z.number().int().positive(),
  candidateIds: z.array(z.number().int().positive()).min(1),
});

export const flowFactories = {
  /** An active internship programme with the requirements its offers must meet. */
  async programaConRequisitos(db: Db, raw: unknown) {
    const input = programmeInput.parse(raw);
    const programme = await buildProgramme(db, {
      titulo: input.titulo,
      descripcion: input.descripcion,
      dedicacion: input.dedicacion,
      meses: input.meses,
      meses2: input.meses2 ?? null,
      operadorMeses: input.operadorMeses ?? null,
      fechaInicio: dayOffset(input.inicioDias),
      fechaFin: dayOffset(input.inicioDias + 330),
    });
    return { id: programme.id, slug: programme.slug, titulo: programme.titulo };
  },

  /**
   * A company whose account request the careers office approved: its user cannot sign in until
   * the password is set through the mailed link, whose token this answers.
   */
  async empresaPorEstablecer(db: Db, raw: unknown) {
    const input = setPasswordInput.parse(raw);
    const email = `establecer-${tag()}@e2e.es`;
    const { company, user } = await buildCompleteCompany(db, {
      nombreComercial: input.nombreComercial,
      razonSocial: input.nombreComercial,
      email,
    });
    await setPerson(db, user.id, input);
    await db
      .update(users)
      .set({ email, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) })
      .where(eq(users.id, user.id));
    await db.insert(companyAccountRequests).values({
      cif: company.cif,
      nombreEmpresa: input.nombreComercial,
      nombre: input.nombre,
      apellidos: input.apellidos,
      email,
      telefono: '910555234',
      mensaje: 'Solicitud de cuenta para publicar ofertas.',
      direccion: 'Gran Vía 1, Madrid',
      idPais: 1,
      aceptaComunicaciones: false,
      estado: 'aprobada',
      userId: user.id,
      companyId: company.id,
      resolvedAt: new Date(),
    });
    const token = randomBytes(32).toString('base64url');
    await db.insert(accountTokens).values({
      userId: user.id,
      purpose: 'set_password',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
    });
    return { id: company.id, userId: user.id, user: email, login: '/login/empresas', token };
  },

  /** A graduate (the former-students door: jobs only) who finished `idTitulacion`. */
  async tituladoDe(db: Db, raw: unknown) {
    const input = graduateInput.parse(raw);
    const email = `titulado-${tag()}@e2e.es`;
    const user = await buildGraduate(db, { email, idTitulacion: input.idTitulacion });
    await setPerson(db, user.id, input);
    return { id: user.id, user: email, login: '/login/antiguos', name: input.nombre };
  },

  /** A guide dated `publicadaMinutos` from now: the newest of the list when positive. */
  async guiaFechada(db: Db, raw: unknown) {
    const { publicadaMinutos, ...input } = guideInput.parse(raw);
    const guide = await buildGuide(db, {
      ...input,
      publicadaAt: new Date(Date.now() + publicadaMinutos * 60_000),
    });
    return { id: guide.id };
  },

  /** An open survey for companies, addressed to some company users. */
  async encuestaEmpresas(db: Db, raw: unknown) {
    const input = companySurveyInput.parse(raw);
    const survey = await buildSurvey(db, {
      titulo: input.titulo,
      paraAlumnos: false,
      paraEmpresas: true,
    });
    await db
      .insert(surveyTargets)
      .values(input.destinatarios.map((userId) => ({ surveyId: survey.id, userId })));
    return { id: survey.id, slug: survey.slug, titulo: survey.titulo };
  },

  /**
   * A student who passes every apply rule of a plain internship offer of degree 36 but one: the
   * social security proof every student internship asks for is not uploaded yet.
   */
  async alumnoSinJustificante(db: Db, raw: unknown) {
    const input = studentInput.parse(raw);
    const email = `justificante-${tag()}@e2e.es`;
    const user = await buildEligibleStudent(db, { email });
    await db
      .delete(candidateDocuments)
      .where(
        and(
          eq(candidateDocuments.candidateId, user.id),
          eq(candidateDocuments.idTipoDocumento, CandidateDocumentType.SOCIAL_SECURITY_PROOF),
        ),
      );
    await setPerson(db, user.id, input);
    return { id: user.id, user: email, login: '/login/alumnos', name: input.nombre };
  },

  /** Candidates enrolled in an event. */
  async inscripcionEvento(db: Db, raw: unknown) {
    const input = enrolmentInput.parse(raw);
    await enrol(db, input.eventId, ...input.candidateIds);
    return { eventId: input.eventId };
  },
} satisfies Record<string, Factory>;
