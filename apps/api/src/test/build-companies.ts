import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type companies, companyAccountRequests, companyUsers } from '../db/schema.ts';
import { validCif } from './back-office-client.ts';
import { buildCompany } from './builders.ts';

/** Every company datum the portal asks a company for (no missing-data notice), in Madrid. */
export const completeCompanyData = {
  razonSocial: 'Empresa Completa S.L.',
  direccion: 'Calle Mayor 1',
  cp: '28013',
  idPais: 1,
  idProvincia: 28,
  idLocalidad: 28079,
  telefono: '910000000',
  email: 'rrhh@completa.example',
  idSector: 15,
} satisfies Partial<typeof companies.$inferInsert>;

/** The contact data of a company user (position and phone) in one company. */
export const setMembership = (
  db: Db,
  userId: number,
  companyId: number,
  values: Partial<Pick<typeof companyUsers.$inferInsert, 'cargo' | 'telefono'>>,
) =>
  db
    .update(companyUsers)
    .set(values)
    .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)));

/**
 * A company with every company datum and a user with a position and a phone: nothing for them
 * to complete. Password Demo1234.
 */
export async function buildCompleteCompany(
  db: Db,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const built = await buildCompany(db, { ...completeCompanyData, ...overrides });
  await setMembership(db, built.user.id, built.company.id, {
    cargo: 'Responsable de selección',
    telefono: '911111111',
  });
  return built;
}

/** Makes a company user a member of one more company too. */
export async function addMembership(
  db: Db,
  userId: number,
  companyId: number,
  values: Partial<Pick<typeof companyUsers.$inferInsert, 'cargo' | 'telefono'>> = {},
) {
  await db.insert(companyUsers).values({ userId, companyId, ...values });
}

/**
 * A waiting request for a company account, as the public form stores it (a new CIF unless told):
 * the careers office approves or rejects it.
 */
export async function buildCompanyAccountRequest(
  db: Db,
  values: Partial<typeof companyAccountRequests.$inferInsert> & { email: string },
) {
  const [row] = await db
    .insert(companyAccountRequests)
    .values({
      cif: validCif(),
      nombreEmpresa: 'Solicitante S.L.',
      nombre: 'Sara',
      apellidos: 'Solicitante',
      telefono: '600111222',
      mensaje: 'Queremos publicar prácticas.',
      direccion: 'Calle Mayor 1',
      idPais: 1,
      aceptaComunicaciones: false,
      ...values,
    })
    .returning();
  if (!row) {
    throw new Error('account request not built');
  }
  return row;
}
