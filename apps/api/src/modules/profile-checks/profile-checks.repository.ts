import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { companies, companyUsers } from '../companies/companies.table.ts';

export async function findCandidateData(db: Db, userId: number) {
  const rows = await db
    .select({
      dni: candidates.dni,
      telefono: candidates.telefono,
      nss: candidates.nss,
      conPracticas: candidates.conPracticas,
    })
    .from(candidates)
    .where(eq(candidates.userId, userId));
  return rows[0] ?? null;
}

export async function findCompanyData(db: Db, companyId: number) {
  const rows = await db
    .select({
      cif: companies.cif,
      razonSocial: companies.razonSocial,
      direccion: companies.direccion,
      cp: companies.cp,
      idPais: companies.idPais,
      idProvincia: companies.idProvincia,
      telefono: companies.telefono,
      email: companies.email,
      idSector: companies.idSector,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return rows[0] ?? null;
}

export async function findCompanyContact(db: Db, userId: number, companyId: number) {
  const rows = await db
    .select({ cargo: companyUsers.cargo, telefono: companyUsers.telefono })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)));
  return rows[0] ?? null;
}
