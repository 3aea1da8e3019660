import {
  Codes,
  EXISTE_CIF_CLAVE,
  isValidCifOrNif,
  normalizeDocumentId,
  validationMessages,
  type CompanyData,
  type CompanyProfileBody,
  type FieldError,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  ID_ESPANA,
  municipioPorCodigo,
  paisPorId,
  sectoresActividad,
} from '../domains/data/index.ts';
import { toCompanyColumns, toCompanyData } from './company-profile.mapper.ts';
import * as repo from './company-profile.repository.ts';

const sectorIds = new Set(sectoresActividad.map((s) => s.id));

const cifInUse = () =>
  conflict(
    'Ya existe otra empresa registrada con ese CIF.',
    'Another company is already registered with that tax ID.',
  );

/** dameDatosEmpresa: the company of the token. */
export async function getCompanyData(ctx: AppContext, companyId: number): Promise<CompanyData> {
  const company = await repo.findCompany(ctx.db, companyId);
  if (!company) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toCompanyData(company);
}

/** Ids of the profile form checked against the reference lists. */
function referenceErrors(body: CompanyProfileBody): FieldError[] {
  const errors: FieldError[] = [];
  const malformed = (campo: string) => errors.push({ campo, ...validationMessages.malformed });
  if (!sectorIds.has(body.idSector)) {
    malformed('idSector');
  }
  if (!paisPorId(body.idPais)) {
    malformed('idPais');
  }
  if (body.idPais === ID_ESPANA && body.idLocalidad !== undefined) {
    if (municipioPorCodigo(body.idLocalidad)?.idProvincia !== body.idProvincia) {
      malformed('idLocalidad');
    }
  }
  return errors;
}

/**
 * editaEmpresaCompletos: saves the whole company profile. It requires every field
 * faltanDatosAlaEmpresa looks at, so a saved profile is complete. The CIF stays unique (409).
 */
export async function updateCompanyData(
  ctx: AppContext,
  companyId: number,
  body: CompanyProfileBody,
): Promise<CompanyData> {
  const errors = referenceErrors(body);
  if (errors.length > 0) {
    throw new AppError(Codes.INVALID_INPUT, { datos: { errores: errors } });
  }
  if (await repo.cifTaken(ctx.db, body.cif, companyId)) {
    throw cifInUse();
  }
  try {
    const row = await repo.updateCompany(ctx.db, companyId, toCompanyColumns(body));
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    return toCompanyData(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw cifInUse();
    }
    throw error;
  }
}

/**
 * existeCIF/{cif}/{clave}: whether a company other than the caller's is registered with this tax
 * id (the registration form asks too, hence the fixed key instead of a session).
 */
export async function cifExists(
  ctx: AppContext,
  cif: string,
  clave: string,
  ownCompanyId: number | null,
): Promise<boolean> {
  if (clave !== EXISTE_CIF_CLAVE) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const normalised = normalizeDocumentId(cif);
  if (!isValidCifOrNif(normalised)) {
    throw new AppError(Codes.INVALID_TAX_ID, {
      httpStatus: 400,
      datos: { errores: [{ campo: 'cif', ...validationMessages.malformed }] },
    });
  }
  return repo.cifTaken(ctx.db, normalised, ownCompanyId ?? undefined);
}
