import { type StaffBlockCandidateBody, type StaffCandidateSheet } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { forgetAccountState } from '../users/account-state.ts';
import * as repo from './staff-candidates.repository.ts';
import { candidateSheet, mustFind } from './staff-candidates.service.ts';

type AccountChange = {
  action: string;
  allowedFrom: readonly ('activo' | 'bloqueado' | 'baja')[];
  refused: string;
  refusedEn: string;
  estado: 'activo' | 'bloqueado' | 'baja';
  mensaje: string | null;
  reason?: string | null;
};

/** Changes the account state with its audit row in one transaction; sessions end at once. */
async function changeAccount(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  change: AccountChange,
  requestId: string,
): Promise<StaffCandidateSheet> {
  await ctx.db.transaction(async (tx) => {
    const before = await mustFind(tx, id, true);
    if (!change.allowedFrom.includes(before.estado) || (await repo.wasAnonymised(tx, id))) {
      throw conflict(change.refused, change.refusedEn);
    }
    await repo.setAccountState(tx, id, change.estado, change.mensaje);
    await recordAudit(tx, {
      actor: me,
      action: change.action,
      entity: 'candidato',
      entityId: id,
      before: { estado: before.estado, mensajeBloqueo: before.mensajeBloqueo },
      after: { estado: change.estado, mensajeBloqueo: change.mensaje },
      reason: change.reason ?? change.mensaje,
      requestId,
    });
  });
  forgetAccountState(id);
  return candidateSheet(ctx, id);
}

export const blockCandidate = (
  ctx: AppContext,
  me: AuthUser,
  body: StaffBlockCandidateBody,
  requestId: string,
) =>
  changeAccount(
    ctx,
    me,
    body.idUsuario,
    {
      action: 'candidato.bloquear',
      allowedFrom: ['activo', 'bloqueado'],
      refused: 'Este candidato está dado de baja: no se puede bloquear.',
      refusedEn: 'This candidate has left the portal: they cannot be blocked.',
      estado: 'bloqueado',
      mensaje: body.mensaje,
    },
    requestId,
  );

export const unblockCandidate = (
  ctx: AppContext,
  me: AuthUser,
  id: number,
  motivo: string | undefined,
  requestId: string,
) =>
  changeAccount(
    ctx,
    me,
    id,
    {
      action: 'candidato.desbloquear',
      allowedFrom: ['bloqueado', 'baja'],
      refused: 'Este candidato ya está activo.',
      refusedEn: 'This candidate is already active.',
      estado: 'activo',
      mensaje: null,
      reason: motivo ?? null,
    },
    requestId,
  );

export const withdrawCandidate = (
  ctx: AppContext,
  me: AuthUser,
  id: number,
  motivo: string | undefined,
  requestId: string,
) =>
  changeAccount(
    ctx,
    me,
    id,
    {
      action: 'candidato.dar_de_baja',
      allowedFrom: ['activo', 'bloqueado'],
      refused: 'Este candidato ya está dado de baja.',
      refusedEn: 'This candidate has already left the portal.',
      estado: 'baja',
      mensaje: null,
      reason: motivo ?? null,
    },
    requestId,
  );
