import { Codes, type StaffMergeCompaniesBody, type StaffMergeResult } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-companies-admin.repository.ts';
import { forgetUsers, snapshot } from './staff-company-helpers.ts';
import { existing } from './staff-company-sheet.ts';

/**
 * Gestion/fusionarEmpresas: in one transaction every row that points at the duplicate (found in
 * the catalogue: offers, agreements, internships, invoices, contacts…) moves to the kept company,
 * its users join the kept company and the duplicate is deleted. Both must share the tax id.
 */
export async function mergeCompanies(
  ctx: AppContext,
  act: StaffAct,
  body: StaffMergeCompaniesBody,
): Promise<StaffMergeResult> {
  if (body.idEmpresaConservada === body.idEmpresaDuplicada) {
    throw conflict(
      'Elige dos empresas distintas para fusionarlas.',
      'Choose two different companies to merge.',
    );
  }
  const merge = () =>
    ctx.db.transaction(async (tx) => {
      // Locked in id order, so two merges of the same pair cannot deadlock.
      const [first, second] = [body.idEmpresaConservada, body.idEmpresaDuplicada].sort(
        (a, b) => a - b,
      );
      const locked = new Map<number, repo.StaffCompanyDbRow>();
      for (const id of [first, second] as number[]) {
        locked.set(id, await existing(tx, id, true));
      }
      const keep = locked.get(body.idEmpresaConservada);
      const dup = locked.get(body.idEmpresaDuplicada);
      if (!keep || !dup) {
        throw new AppError(Codes.NOT_FOUND);
      }
      if (repo.taxKey(keep.cif) !== repo.taxKey(dup.cif)) {
        throw conflict(
          'Solo se pueden fusionar empresas con el mismo CIF.',
          'Only companies with the same tax ID can be merged.',
        );
      }
      const ids = await repo.memberIds(tx, dup.id);
      const moved: Record<string, number> = {
        company_users: await repo.moveMemberships(tx, keep.id, dup.id),
      };
      for (const ref of await repo.companyReferences(tx)) {
        if (ref.tabla === 'company_users') {
          continue;
        }
        const n = await repo.moveReferences(tx, ref, keep.id, dup.id);
        if (n > 0) {
          moved[ref.tabla] = (moved[ref.tabla] ?? 0) + n;
        }
      }
      if (dup.validada && !keep.validada) {
        await repo.updateCompany(tx, keep.id, { validada: true });
      }
      await repo.deleteCompany(tx, dup.id);
      await recordAudit(tx, {
        ...act,
        action: 'empresa.fusionar',
        entity: 'empresa',
        entityId: keep.id,
        before: { conservada: snapshot(keep), duplicada: { id: dup.id, ...snapshot(dup) } },
        after: { conservada: keep.id, movidos: moved },
      });
      return { movidos: moved, members: ids };
    });
  let merged: Awaited<ReturnType<typeof merge>>;
  try {
    merged = await merge();
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Nothing was moved: the transaction rolled back as a whole.
      throw conflict(
        'No se pueden fusionar: las dos empresas tienen datos repetidos (por ejemplo, un contacto con el mismo DNI). Corrígelos y vuelve a intentarlo.',
        'They cannot be merged: both companies hold the same data (for example, a contact with the same ID number). Correct it and try again.',
      );
    }
    throw error;
  }
  const { movidos, members } = merged;
  forgetUsers(members);
  return { idEmpresa: body.idEmpresaConservada, movidos };
}
