import { Codes, type OutboxItem, type OutboxList, type OutboxQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { toOutboxItem } from './outbox.mapper.ts';
import * as repo from './outbox.repository.ts';
import { pageWindow } from '../../lib/page-window.ts';

export async function listOutbox(ctx: AppContext, query: OutboxQuery): Promise<OutboxList> {
  const { pagina, porPagina, estado, orden } = query;
  const [{ rows, total }, stats] = await Promise.all([
    repo.listMessages(ctx.db, {
      estado,
      orden,
      ...pageWindow({ pagina, porPagina }),
    }),
    repo.outboxStats(ctx.db),
  ]);
  return {
    total,
    filas: rows.map(toOutboxItem),
    pendientes: stats.pending,
    fallidos: stats.failed,
  };
}

export async function outboxDetail(ctx: AppContext, id: number): Promise<OutboxItem> {
  const row = await repo.findMessage(ctx.db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toOutboxItem(row);
}

/**
 * Sends a waiting or failed message again now: it waits again from now with its attempts kept
 * (so the log shows every try), the action is audited, and the worker is nudged after the commit.
 */
export async function resendOutboxMessage(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  requestId: string,
): Promise<OutboxItem> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findMessageForUpdate(tx, id);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado === 'enviado') {
      throw conflict(
        'Este mensaje ya se ha entregado: no se puede reenviar.',
        'This message has already been delivered: it cannot be sent again.',
      );
    }
    if (row.estado === 'enviando') {
      throw conflict(
        'Este mensaje se está enviando ahora mismo. Espera unos segundos.',
        'This message is being sent right now. Wait a few seconds.',
      );
    }
    await repo.requeue(tx, id);
    await recordAudit(tx, {
      actor: me,
      action: 'correo.reenviar',
      entity: 'mensaje_saliente',
      entityId: id,
      before: { estado: row.estado, intentos: row.attempts, ultimoError: row.lastError },
      after: { estado: 'pendiente' },
      requestId,
    });
  });
  await ctx.outbox.deliver([id]);
  return outboxDetail(ctx, id);
}
