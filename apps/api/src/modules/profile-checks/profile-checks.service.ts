import type { AppContext } from '../../context.ts';
import { ID_ESPANA } from '../domains/data/index.ts';
import * as repo from './profile-checks.repository.ts';

/** Blank text counts as missing. */
const missing = (value: string | null) => value === null || value.trim() === '';

/**
 * Mandatory personal data (popupDatosObligatorios): DNI and phone for everyone, and the social
 * security number for students (candidates with internships).
 */
export async function candidateLacksMandatoryData(
  ctx: AppContext,
  userId: number,
): Promise<boolean> {
  const c = await repo.findCandidateData(ctx.db, userId);
  if (!c) {
    return true;
  }
  return missing(c.dni) || missing(c.telefono) || (c.conPracticas && missing(c.nss));
}

/** Company data needed before it can work (checkDatosCompletosEmpresa). */
export async function companyLacksData(ctx: AppContext, companyId: number): Promise<boolean> {
  const c = await repo.findCompanyData(ctx.db, companyId);
  if (!c) {
    return true;
  }
  return (
    [c.cif, c.razonSocial, c.direccion, c.cp, c.telefono, c.email].some(missing) ||
    c.idSector === null ||
    (c.idPais === ID_ESPANA && c.idProvincia === null)
  );
}

/** The signed-in user's own contact data in this company: position and phone. */
export async function companyContactLacksData(
  ctx: AppContext,
  userId: number,
  companyId: number,
): Promise<boolean> {
  const contact = await repo.findCompanyContact(ctx.db, userId, companyId);
  return !contact || missing(contact.cargo) || missing(contact.telefono);
}
