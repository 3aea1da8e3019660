import {
  type StaffBlockCompanyBody,
  type StaffCompanyDetail,
  type StaffRejectCompanyBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-companies-admin.repository.ts';
import { existing, getStaffCompany } from './staff-company-sheet.ts';
import { forgetUsers, notifyMembers, snapshot } from './staff-company-helpers.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { conflict } from '../../lib/app-error.ts';

/**
 * Gestion/rechazarEmpresa: a company waiting for validation is refused. It stays unvalidated and
 * is blocked with the reason, which its users read at the login (code 9) and in a notification.
 */
export async function rejectCompany(
  ctx: AppContext,
  act: StaffAct,
  body: StaffRejectCompanyBody,
): Promise<StaffCompanyDetail> {
  const { sends, members } = await ctx.db.transaction(async (tx) => {
    const before = await existing(tx, body.idEmpresa, true);
    if (before.validada || before.bloqueada) {
      throw conflict(
        'La empresa no está pendiente de validación.',
        'The company is not awaiting validation.',
      );
    }
    await repo.updateCompany(tx, before.id, { bloqueada: true, mensajeBloqueo: body.motivo });
    const ids = await repo.memberIds(tx, before.id);
    await repo.endSessions(tx, ids);
    await recordAudit(tx, {
      ...act,
      action: 'empresa.rechazar',
      entity: 'empresa',
      entityId: before.id,
      before: snapshot(before),
      after: { ...snapshot(before), bloqueada: true, mensajeBloqueo: body.motivo },
      reason: body.motivo,
    });
    const notices = await notifyMembers(ctx, tx, before.id, {
      titulo: 'Empresa no validada',
      texto: `El Servicio de Empleo no ha validado ${before.nombreComercial}. Motivo: ${body.motivo}`,
      en: {
        titulo: 'Company not validated',
        texto: `The careers office has not validated ${before.nombreComercial}. Reason: ${body.motivo}`,
      },
      importante: true,
    });
    return { sends: notices, members: ids };
  });
  forgetUsers(members);
  sendInBackground(...sends);
  return getStaffCompany(ctx, body.idEmpresa);
}

/**
 * Gestion/bloquearEmpresa: the company's users get code 9 with the message at the login, and
 * their open sessions end (session version raised).
 */
export async function blockCompany(
  ctx: AppContext,
  act: StaffAct,
  body: StaffBlockCompanyBody,
): Promise<StaffCompanyDetail> {
  const members = await ctx.db.transaction(async (tx) => {
    const before = await existing(tx, body.idEmpresa, true);
    await repo.updateCompany(tx, before.id, { bloqueada: true, mensajeBloqueo: body.mensaje });
    const ids = await repo.memberIds(tx, before.id);
    await repo.endSessions(tx, ids);
    await recordAudit(tx, {
      ...act,
      action: 'empresa.bloquear',
      entity: 'empresa',
      entityId: before.id,
      before: { bloqueada: before.bloqueada, mensajeBloqueo: before.mensajeBloqueo },
      after: { bloqueada: true, mensajeBloqueo: body.mensaje },
      reason: body.mensaje,
    });
    return ids;
  });
  forgetUsers(members);
  return getStaffCompany(ctx, body.idEmpresa);
}

/** Gestion/desbloquearEmpresa: its users may sign in again. */
export async function unblockCompany(
  ctx: AppContext,
  act: StaffAct,
  companyId: number,
): Promise<StaffCompanyDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await existing(tx, companyId, true);
    if (!before.bloqueada) {
      throw conflict('La empresa no está bloqueada.', 'The company is not blocked.');
    }
    await repo.updateCompany(tx, companyId, { bloqueada: false, mensajeBloqueo: null });
    await recordAudit(tx, {
      ...act,
      action: 'empresa.desbloquear',
      entity: 'empresa',
      entityId: companyId,
      before: { bloqueada: true, mensajeBloqueo: before.mensajeBloqueo },
      after: { bloqueada: false, mensajeBloqueo: null },
    });
  });
  return getStaffCompany(ctx, companyId);
}
