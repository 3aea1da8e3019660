import {
  Codes,
  DEFAULT_CONTACT_TYPE,
  validationMessages,
  type FieldError,
  type ManagementContact,
  type ManagementContactBody,
  type ManagementContactMap,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { municipioPorCodigo, paisPorId, tiposContactoEmpresa } from '../domains/data/index.ts';
import { toContactValues, toManagementContact } from './company-contacts.mapper.ts';
import * as repo from './company-contacts.repository.ts';

const contactTypeIds = new Set(tiposContactoEmpresa.map((t) => t.id));

const duplicatedDni = () =>
  conflict(
    'Ya existe un contacto de gestión con ese DNI en tu empresa.',
    'Your company already has a management contact with that ID number.',
  );

/**
 * The contact types to store: required when the brand asks for them (requestTipoContacto),
 * otherwise [9] when none is given. Unknown types and countries or towns are field errors.
 */
async function checkContact(ctx: AppContext, body: ManagementContactBody): Promise<number[]> {
  const errors: FieldError[] = [];
  const tipos = body.tipoContacto ?? [];
  if (tipos.length === 0 && (await ctx.brand.get()).requestTipoContacto) {
    errors.push({ campo: 'tipoContacto', ...validationMessages.required });
  }
  if (tipos.some((id) => !contactTypeIds.has(id))) {
    errors.push({ campo: 'tipoContacto', ...validationMessages.malformed });
  }
  if (body.idPais !== undefined && !paisPorId(body.idPais)) {
    errors.push({ campo: 'idPais', ...validationMessages.malformed });
  }
  if (body.idLocalidad !== undefined && !municipioPorCodigo(body.idLocalidad)) {
    errors.push({ campo: 'idLocalidad', ...validationMessages.malformed });
  }
  if (errors.length > 0) {
    throw new AppError(Codes.INVALID_INPUT, { datos: { errores: errors } });
  }
  return tipos.length > 0 ? [...tipos].sort((a, b) => a - b) : [DEFAULT_CONTACT_TYPE];
}

async function save<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw duplicatedDni();
    }
    throw error;
  }
}

/** dameContactosConveniosEmpresa: the company's contacts keyed by id ("map"). */
export async function listManagementContacts(
  ctx: AppContext,
  companyId: number,
): Promise<ManagementContactMap> {
  const rows = await repo.listContacts(ctx.db, companyId);
  return Object.fromEntries(rows.map((row) => [String(row.id), toManagementContact(row)]));
}

/** addContactoEmpresa (530). */
export async function addManagementContact(
  ctx: AppContext,
  companyId: number,
  body: ManagementContactBody,
): Promise<ManagementContact> {
  const tipos = await checkContact(ctx, body);
  const row = await save(() => repo.insertContact(ctx.db, companyId, toContactValues(body, tipos)));
  return toManagementContact(row);
}

/** editaContactoEmpresa: only a contact of the company (404 for any other id, nothing written). */
export async function editManagementContact(
  ctx: AppContext,
  companyId: number,
  contactId: number,
  body: ManagementContactBody,
): Promise<ManagementContact> {
  if (!(await repo.findContact(ctx.db, companyId, contactId))) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const tipos = await checkContact(ctx, body);
  const row = await save(() =>
    repo.updateContact(ctx.db, companyId, contactId, toContactValues(body, tipos)),
  );
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toManagementContact(row);
}

/** eliminaContactoEmpresa: deletes one of the company's contacts (404 for any other id). */
export async function deleteManagementContact(
  ctx: AppContext,
  companyId: number,
  contactId: number,
): Promise<void> {
  if (!(await repo.deleteContact(ctx.db, companyId, contactId))) {
    throw new AppError(Codes.NOT_FOUND);
  }
}
