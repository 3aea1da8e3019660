import { Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';
import { companyUserIds } from './request-queries.ts';
import { type Send, sendInBackground } from '../../lib/send-in-background.ts';

/** A mail to deliver once the transaction that queued it has committed. */

export type Decision = 'aprobada' | 'rechazada';

/** The careers office's answer to a request, as the staff decision bodies carry it. */
export interface DecisionBody {
  idSolicitud: number;
  decision: Decision;
  /** Empty for none. */
  motivo: string;
}

/** What a decided request stores: its new state, the reason (null for none) and who decided. */
export interface DecisionValues {
  estado: Decision;
  motivo: string | null;
  decidedBy: number;
}

/** What an approval changed beyond the request itself, kept in the audit row too. */
export interface Applied<A> {
  value: A;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface DecisionOutcome<Row, A> {
  row: Row;
  approved: boolean;
  motivo: string | null;
  /** What `onApprove` did (null on a rejection). */
  applied: A | null;
}

/** How one kind of request is decided; its own texts and effects stay with it. */
export interface RequestDecision<Row extends { id: number; estado: string }, A = never> {
  /** The audit entity; the action is `<entity>.aprobar` or `<entity>.rechazar`. */
  entity: string;
  /** The state a staff decision starts from, and the message when the request is elsewhere. */
  from: Row['estado'];
  notDecidable: string;
  notDecidableEn: string;
  /** The request row locked, so two staff users cannot both decide it. */
  lock: (tx: Db, id: number) => Promise<Row | null>;
  write: (tx: Db, id: number, values: DecisionValues) => Promise<void>;
  /** Runs on an approval, before the decision is written (its effects share the transaction). */
  onApprove?: (tx: Db, row: Row) => Promise<Applied<A>>;
  /** Queues the notices inside the transaction; their mails go once it has committed. */
  notify: (tx: Db, outcome: DecisionOutcome<Row, A>) => Promise<Send[]>;
}

/**
 * A staff decision on a request: the row locked, refused unless it waits for the office, the
 * decision, its effects and the audit row written in one transaction (all or nothing), then the
 * mails sent.
 */
export async function decideRequest<Row extends { id: number; estado: string }, A = never>(
  ctx: AppContext,
  staff: AuditActor,
  body: DecisionBody,
  requestId: string,
  spec: RequestDecision<Row, A>,
): Promise<void> {
  const sends = await ctx.db.transaction(async (tx) => {
    const row = await spec.lock(tx, body.idSolicitud);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== spec.from) {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: spec.notDecidable,
        messageEn: spec.notDecidableEn,
      });
    }
    const approved = body.decision === 'aprobada';
    const applied = approved && spec.onApprove ? await spec.onApprove(tx, row) : null;
    const motivo = body.motivo === '' ? null : body.motivo;
    await spec.write(tx, row.id, { estado: body.decision, motivo, decidedBy: staff.id });
    await recordAudit(tx, {
      actor: staff,
      action: `${spec.entity}.${approved ? 'aprobar' : 'rechazar'}`,
      entity: spec.entity,
      entityId: row.id,
      before: { estado: row.estado, ...applied?.before },
      after: { estado: body.decision, ...applied?.after },
      reason: motivo,
      requestId,
    });
    return spec.notify(tx, { row, approved, motivo, applied: applied?.value ?? null });
  });
  sendInBackground(...sends);
}

/** Notifies every user of a company (inside the transaction; mails go after it). */
export async function notifyCompany(
  ctx: AppContext,
  db: Db,
  companyId: number,
  notice: UserNotice,
): Promise<Send[]> {
  const sends: Send[] = [];
  for (const userId of await companyUserIds(db, companyId)) {
    sends.push(await notifyUser(ctx, userId, notice, db));
  }
  return sends;
}

/** The words every decision notice shares, in Spanish and English. */
export const decisionWords = (approved: boolean, motivo: string | null) => ({
  verb: approved ? 'aprobado' : 'rechazado',
  reason: motivo ? ` Motivo: ${motivo}` : '',
  en: {
    verb: approved ? 'approved' : 'rejected',
    reason: motivo ? ` Reason: ${motivo}` : '',
  },
});
