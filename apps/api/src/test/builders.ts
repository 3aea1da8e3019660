import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/seed/seed.ts';
import { hashPasswordAt } from '../lib/passwords.ts';
import {
  candidates,
  candidateStudies,
  companies,
  companyUsers,
  privacyAcceptances,
  users,
} from '../db/schema.ts';
import { findCurrentPrivacyText } from '../modules/privacy/privacy.repository.ts';
import type { UserRow } from '../modules/users/users.table.ts';

let passwordHash: Promise<string> | undefined;
/**
 * The password hash of the users the tests make, computed once: argon2id as the portal stores
 * passwords, but at argon2's lowest cost (8 KiB, one pass). The tests sign in thousands of times,
 * and at the portal's own cost each sign-in's check took about 40 ms of a core. What the portal
 * hashes itself (registration, password changes) keeps its own cost.
 */
export const demoHash = () =>
  (passwordHash ??= hashPasswordAt(DEMO_PASSWORD, { memoryCost: 8, timeCost: 1 }));
const unique = () => randomBytes(4).toString('hex');

/** A valid, random Spanish DNI (8 digits and their check letter); the column is unique. */
export function randomDni(): string {
  const number = randomBytes(4).readUInt32BE() % 100_000_000;
  return `${String(number).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23] ?? ''}`;
}

/** New users have accepted the current privacy text unless a test says otherwise. */
async function acceptPrivacy(db: Db, userId: number) {
  const text = await findCurrentPrivacyText(db);
  if (text) {
    await db.insert(privacyAcceptances).values({ userId, version: text.version });
  }
}

/**
 * A candidate (student by default) with one degree in progress and every CV datum the default
 * brand requires (DNI, phone, social security number), so they may apply (no 540); pass `dni`,
 * `telefono` or `nss` as null to leave one out. Password Demo1234.
 */
export async function buildCandidate(
  db: Db,
  overrides: Partial<Pick<UserRow, 'estado' | 'mensajeBloqueo' | 'nombre'>> & {
    email?: string;
    conPracticas?: boolean;
    conEmpleo?: boolean;
    nss?: string | null;
    dni?: string | null;
    telefono?: string | null;
    /** The CV's presentation (rich text); none by default. */
    presentacion?: string;
    studiesInProgress?: number;
    /** Whether the account matched the university's record (default true). */
    verificado?: boolean;
    /** Whether they accepted the current privacy text, if there is one (default true). */
    acceptsPrivacy?: boolean;
  } = {},
) {
  const email = overrides.email ?? `cand-${unique()}@test.es`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await demoHash(),
      role: 'alumno',
      nombre: overrides.nombre ?? 'Ana',
      apellidos: 'Prueba Test',
      estado: overrides.estado ?? 'activo',
      mensajeBloqueo: overrides.mensajeBloqueo ?? null,
    })
    .returning();
  if (!user) {
    throw new Error('candidate not built');
  }
  if (overrides.acceptsPrivacy !== false) {
    await acceptPrivacy(db, user.id);
  }
  await db.insert(candidates).values({
    userId: user.id,
    conPracticas: overrides.conPracticas ?? true,
    conEmpleo: overrides.conEmpleo ?? false,
    nss: overrides.nss === undefined ? '281234567840' : overrides.nss,
    dni: overrides.dni === undefined ? randomDni() : overrides.dni,
    telefono: overrides.telefono === undefined ? '600123456' : overrides.telefono,
    presentacion: overrides.presentacion ?? null,
    primerAcceso: true,
    ...(overrides.verificado === false
      ? {}
      : { verificado: true, verificacionOrigen: 'registro' as const, verificadoAt: new Date() }),
  });
  for (let i = 0; i < (overrides.studiesInProgress ?? 1); i += 1) {
    // Degree 36 first; further studies are other degrees (one record row per person and degree).
    await db
      .insert(candidateStudies)
      .values({ candidateId: user.id, idTitulacion: 36 + i, enCurso: true });
  }
  return { ...user, email };
}

/**
 * A company (validated, not blocked, unless `values` say otherwise) with one user (password
 * Demo1234): the one builder of a company with a user, which the others call.
 */
export async function buildCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({
      cif: `B${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      nombreComercial: `Empresa ${unique()}`,
      razonSocial: 'Empresa de Pruebas S.L.',
      bloqueada: false,
      validada: true,
      ...values,
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: `emp-${unique()}@test.es`,
      passwordHash: await demoHash(),
      role: 'empresa',
      nombre: 'Eva',
      apellidos: 'Empresa',
    })
    .returning();
  if (!company || !user) {
    throw new Error('company not built');
  }
  await db.insert(companyUsers).values({ userId: user.id, companyId: company.id });
  await acceptPrivacy(db, user.id);
  return { company, user };
}

/** A careers-office user (administrator by default), password Demo1234, privacy accepted. */
export async function buildStaff(db: Db, staffRole: 'administrador' | 'gestor' = 'administrador') {
  const [user] = await db
    .insert(users)
    .values({
      email: `staff-${unique()}@test.es`,
      passwordHash: await demoHash(),
      role: 'gestor',
      staffRole,
      nombre: 'Sara',
      apellidos: 'Gestora Prueba',
    })
    .returning();
  if (!user) {
    throw new Error('staff user not built');
  }
  await acceptPrivacy(db, user.id);
  return user;
}

/**
 * A graduate (the former-students door: employment only) with one finished degree (43 unless
 * told), password Demo1234.
 */
export async function buildGraduate(
  db: Db,
  overrides: Omit<NonNullable<Parameters<typeof buildCandidate>[1]>, 'studiesInProgress'> & {
    idTitulacion?: number;
  } = {},
) {
  const { idTitulacion = 43, ...rest } = overrides;
  const user = await buildCandidate(db, {
    conPracticas: false,
    conEmpleo: true,
    ...rest,
    studiesInProgress: 0,
  });
  await db
    .insert(candidateStudies)
    .values({ candidateId: user.id, idTitulacion, enCurso: false, creditosSuperados: '240' });
  return user;
}
