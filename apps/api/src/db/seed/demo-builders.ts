import { desc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  agreementEvents,
  agreements,
  applicationStateHistory,
  applications,
  candidateLanguages,
  candidateStudies,
  candidates,
  companies,
  companyUsers,
  privacyAcceptances,
  privacyTexts,
  users,
} from '../schema.ts';
import { isoDay } from './ids.ts';
import { DAY_MS } from '../../lib/dates.ts';

/** The blocks every demo seed file repeats: the current privacy text, accounts, applications. */

/** The version of the current (highest) privacy text, which demo accounts have accepted. */
export async function currentPrivacyVersion(tx: Db): Promise<number> {
  const [privacy] = await tx
    .select({ version: privacyTexts.version })
    .from(privacyTexts)
    .orderBy(desc(privacyTexts.version))
    .limit(1);
  if (!privacy) {
    throw new Error('demo privacy text missing');
  }
  return privacy.version;
}

type DemoUser = Pick<
  typeof users.$inferInsert,
  'email' | 'nombre' | 'apellidos' | 'estado' | 'mensajeBloqueo'
>;

async function insertDemoUser(
  tx: Db,
  passwordHash: string,
  role: 'alumno' | 'empresa',
  user: DemoUser,
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, passwordHash, role })
    .returning({ id: users.id });
  if (!row) {
    throw new Error(`demo ${user.email} not created`);
  }
  return row.id;
}

export interface DemoCandidate {
  user: DemoUser;
  /** The profile; province and town default to Madrid, and the profile is complete. */
  profile: Omit<typeof candidates.$inferInsert, 'userId'>;
  studies: Omit<typeof candidateStudies.$inferInsert, 'candidateId'>[];
  /** [idIdioma, idNivel] pairs. */
  languages: [number, number][];
  /** The privacy version the candidate accepted; null when it has accepted none. */
  privacyVersion: number | null;
}

/** A candidate (role 'alumno') with profile, studies, languages and privacy acceptance. */
export async function insertDemoCandidate(
  tx: Db,
  passwordHash: string,
  candidate: DemoCandidate,
): Promise<number> {
  const userId = await insertDemoUser(tx, passwordHash, 'alumno', candidate.user);
  await tx.insert(candidates).values({
    idProvincia: 28,
    idLocalidad: 28079,
    primerAcceso: false,
    tienePermisoTrabajo: true,
    // Demo students come from the university's record (their studies are of origin 'registro').
    ...(candidate.studies.some((s) => (s.origen ?? 'registro') === 'registro')
      ? { verificado: true, verificacionOrigen: 'registro' as const, verificadoAt: new Date() }
      : {}),
    ...candidate.profile,
    userId,
  });
  if (candidate.studies.length > 0) {
    await tx
      .insert(candidateStudies)
      .values(candidate.studies.map((s) => ({ ...s, candidateId: userId })));
  }
  if (candidate.languages.length > 0) {
    await tx.insert(candidateLanguages).values(
      candidate.languages.map(([idIdioma, idNivel]) => ({
        candidateId: userId,
        idIdioma,
        idNivel,
      })),
    );
  }
  if (candidate.privacyVersion !== null) {
    await tx.insert(privacyAcceptances).values({ userId, version: candidate.privacyVersion });
  }
  return userId;
}

export interface DemoCompanyAccount {
  company: typeof companies.$inferInsert;
  user: DemoUser & { cargo: string; telefono: string };
  privacyVersion: number;
}

/** A company with one company user (role 'empresa') who has accepted the privacy text. */
export async function insertDemoCompanyAccount(
  tx: Db,
  passwordHash: string,
  { company, user: { cargo, telefono, ...user }, privacyVersion }: DemoCompanyAccount,
): Promise<{ companyId: number; userId: number }> {
  const [companyRow] = await tx.insert(companies).values(company).returning({ id: companies.id });
  if (!companyRow) {
    throw new Error(`demo company ${company.nombreComercial} not created`);
  }
  const userId = await insertDemoUser(tx, passwordHash, 'empresa', user);
  await tx.insert(companyUsers).values({ userId, companyId: companyRow.id, cargo, telefono });
  await tx.insert(privacyAcceptances).values({ userId, version: privacyVersion });
  return { companyId: companyRow.id, userId };
}

export interface DemoApplication {
  offerId: number;
  candidateId: number;
  orden: number;
  /** The states the application went through; the last is the current one. */
  estados: number[];
  /** Read by the company; by default when it has moved past its first state. */
  leidaPorEmpresa?: boolean;
  /** Who made each change (by step). */
  changedBy: (step: number) => number;
  /** The last change was `daysApart` days before `now`, and each earlier one as many before it. */
  now: Date;
  daysApart: number;
}

/** An application with its state history; returns the application id. */
export async function insertApplicationWithHistory(tx: Db, a: DemoApplication): Promise<number> {
  const changedAt = (step: number) =>
    new Date(a.now.getTime() - (a.estados.length - step) * a.daysApart * DAY_MS);
  const [row] = await tx
    .insert(applications)
    .values({
      offerId: a.offerId,
      candidateId: a.candidateId,
      estado: a.estados.at(-1) ?? 1,
      orden: a.orden,
      leidaPorEmpresa: a.leidaPorEmpresa ?? a.estados.length > 1,
      // One source of dates: applied on the first history entry, in the current
      // state since the last one.
      createdAt: changedAt(0),
      updatedAt: changedAt(a.estados.length - 1),
    })
    .returning({ id: applications.id });
  if (!row) {
    throw new Error('demo application not created');
  }
  await tx.insert(applicationStateHistory).values(
    a.estados.map((estado, step) => ({
      applicationId: row.id,
      estado,
      changedBy: a.changedBy(step),
      fecha: changedAt(step),
    })),
  );
  return row.id;
}

/**
 * The internship terms of a company's demo offer: three months of 5 hours a day (60 %), starting
 * in 60 days, with the company's tutor; all empty for a job offer.
 */
export function demoInternshipTerms(
  now: Date,
  internship: boolean,
  tutor: { nombre: string; email: string },
) {
  return {
    fechaInicio: internship ? isoDay(now, 60) : null,
    fechaFin: internship ? isoDay(now, 150) : null,
    horasDia: internship ? '5' : null,
    diasSemana: internship ? 5 : null,
    meses: internship ? 3 : null,
    dedicacion: internship ? 60 : null,
    tutorNombre: internship ? tutor.nombre : null,
    tutorEmail: internship ? tutor.email : null,
  };
}

const AGREEMENT_STEP_MS = 3 * DAY_MS;

/** An agreement of the demo or of a test: its state, the states it went through, its age. */
export interface AgreementInState {
  estado: string;
  path: string[];
  days: number;
  extra?: Partial<typeof agreements.$inferInsert>;
}

/**
 * Writes an agreement `days` old in its state, with the history of the states that led there
 * (three days apart; the company's steps by `signerUserId`, a rejection with its reason). Handled
 * online and paid by transfer unless `extra` says otherwise.
 */
export async function insertAgreementInState(
  tx: Db,
  values: Omit<
    typeof agreements.$inferInsert,
    'estado' | 'createdAt' | 'updatedAt' | 'tramitacionManual' | 'pagoDomiciliado'
  >,
  agreement: AgreementInState,
  signerUserId: number,
  now: number,
): Promise<number> {
  const createdAt = new Date(now - agreement.days * DAY_MS);
  const [row] = await tx
    .insert(agreements)
    .values({
      tramitacionManual: false,
      pagoDomiciliado: false,
      ...values,
      ...agreement.extra,
      estado: agreement.estado,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: agreements.id });
  if (!row) {
    throw new Error('agreement not written');
  }
  await tx.insert(agreementEvents).values(
    agreement.path.map((estado, i) => ({
      agreementId: row.id,
      fromEstado: i === 0 ? null : (agreement.path[i - 1] ?? null),
      toEstado: estado,
      userId: estado === 'generado' || estado === 'firmado_empresa' ? signerUserId : null,
      motivo: estado === 'erroneo' ? (agreement.extra?.motivo ?? null) : null,
      createdAt: new Date(createdAt.getTime() + i * AGREEMENT_STEP_MS),
    })),
  );
  return row.id;
}
