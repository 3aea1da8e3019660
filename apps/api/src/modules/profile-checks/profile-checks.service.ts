import type { AppContext } from '../../context.ts';
import { ID_ESPANA } from '../domains/data/index.ts';
import { lacksRequiredPersonalData } from '../cv/get-cv.service.ts';
import * as repo from './profile-checks.repository.ts';

/** Blank text counts as missing. */
const missing = (value: string | null) => value === null || value.trim() === '';

/**
 * Mandatory personal data (popupDatosObligatorios): the CV's completeness rules decide (DNI and
 * phone for everyone, the social security number for students, and whatever the brand requires).
 */
export async function candidateLacksMandatoryData(
  ctx: AppContext,
  userId: number,
): Promise<boolean> {
  return lacksRequiredPersonalData(ctx, userId);
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
