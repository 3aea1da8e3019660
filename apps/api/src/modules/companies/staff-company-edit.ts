import {
  Codes,
  isValidCifOrNif,
  normalizeDocumentId,
  type StaffCompanyDetail,
  type StaffEditCompanyBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-companies-admin.repository.ts';
import { snapshot } from './staff-company-helpers.ts';
import { existing, getStaffCompany } from './staff-company-sheet.ts';

/** Gestion/editaEmpresa: the careers office corrects the company's data (33 for a bad CIF). */
export async function editCompany(
  ctx: AppContext,
  act: StaffAct,
  body: StaffEditCompanyBody,
): Promise<StaffCompanyDetail> {
  const cif = normalizeDocumentId(body.cif);
  if (!isValidCifOrNif(cif)) {
    throw new AppError(Codes.INVALID_TAX_ID, {
      httpStatus: 400,
      datos: {
        errores: [{ campo: 'cif', codigo: 'malformed', mensaje: 'El campo está mal formado' }],
      },
    });
  }
  const values = {
    cif,
    nombreComercial: body.nombreComercial,
    razonSocial: body.razonSocial,
    descripcion: body.descripcion ?? '',
    web: body.web ?? null,
    email: body.email ?? null,
    telefono: body.telefono ?? null,
    direccion: body.direccion ?? null,
    cp: body.cp ?? null,
  };
  const taken = () =>
    conflict(
      'Ya hay otra empresa con ese CIF: fusiónalas en lugar de editarla.',
      'Another company has that tax ID: merge them instead of editing this one.',
    );
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await existing(tx, body.idEmpresa, true);
      if (await repo.cifTakenByOther(tx, before.id, cif)) {
        throw taken();
      }
      await repo.updateCompany(tx, before.id, values);
      await recordAudit(tx, {
        ...act,
        action: 'empresa.editar',
        entity: 'empresa',
        entityId: before.id,
        before: snapshot(before),
        after: { ...snapshot(before), ...values },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw taken();
    }
    throw error;
  }
  return getStaffCompany(ctx, body.idEmpresa);
}
