import { ApplicationState, pathFor } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';
import {
  checkMove,
  Phase,
  phaseOf,
  refusalCode,
  type StateActor,
} from './application-state-machine.ts';
import { reasonText, stateName } from './application-states.policy.ts';
import * as repo from './application-states.repository.ts';
import type { LockedApplication } from './application-states.repository.ts';

export interface TransitionRequest {
  /** The application to move, or the one a candidate creates by applying. */
  target: { applicationId: number } | { offerId: number; candidateId: number; orden: number };
  actor: StateActor;
  /** The state asked for; 'unchanged' (or the current state) for a change of flags only. */
  to: number | 'unchanged';
  /** The user making the change (history `changed_by`). */
  by: number;
  /** Reason of the candidate's rejection of a pre-enrolment (state 17 only). */
  idMotivo?: number | null;
  /** The company's message, kept in the history. */
  comentario?: string | null;
  pendienteFirma?: boolean;
  leidaPorEmpresa?: boolean;
  /** The candidate's notice; by default "applied" or "changed state"; null for none. */
  notice?: (application: LockedApplication) => UserNotice | null;
}

export type TransitionOutcome =
  | {
      ok: true;
      /** The application after the change. */
      application: LockedApplication;
      from: number;
      changed: boolean;
      /** Sends the notice's email: call it after the commit. */
      send: () => Promise<void>;
    }
  | { ok: false; code: number };

const nothingToSend = async () => undefined;

function defaultNotice(
  request: TransitionRequest,
  to: number,
  from: number,
  application: LockedApplication,
): UserNotice | null {
  const urlAcceso = pathFor('ficha_candidatura', { id: application.id });
  const applied =
    request.actor === 'candidate' &&
    to === ApplicationState.APPLIED &&
    (from === Phase.NEW || from === ApplicationState.WITHDRAWN);
  if (applied) {
    return {
      titulo: 'Inscripción realizada',
      texto: `Te has inscrito en la oferta «${application.oferta}». Podrás seguir su estado en tus candidaturas.`,
      en: {
        titulo: 'Application sent',
        texto: `You have applied to the offer “${application.oferta}”. You can follow its state in your applications.`,
      },
      urlAcceso,
    };
  }
  const reason = reasonText(request.idMotivo ?? null);
  const reasonEn = reasonText(request.idMotivo ?? null, 'en');
  return {
    titulo: 'Tu candidatura ha cambiado de estado',
    texto: `Tu candidatura a la oferta «${application.oferta}» está ahora en estado «${stateName(to)}».${reason ? ` Motivo: ${reason}.` : ''}`,
    en: {
      titulo: 'Your application has changed state',
      texto: `Your application to the offer “${application.oferta}” is now “${stateName(to, 'en')}”.${reasonEn ? ` Reason: ${reasonEn}.` : ''}`,
    },
    urlAcceso,
  };
}

/**
 * The one way an application changes state. Inside the caller's transaction: locks the
 * application's row (SELECT … FOR UPDATE), asks the transition table whether the actor may move it
 * from the state it has now to `to`, and writes the new state, its history row and the candidate's
 * notification. A move to the same state changes only the flags (no history row, no notice).
 * Refused moves answer the code of the table (14, 30 or 49) and write nothing.
 */
export async function tryTransitionApplication(
  ctx: AppContext,
  tx: Db,
  request: TransitionRequest,
): Promise<TransitionOutcome> {
  const { target } = request;
  const existing =
    'applicationId' in target ? await repo.lockApplication(tx, target.applicationId) : null;
  if (existing === undefined) {
    return {
      ok: false,
      code: refusalCode(request.actor, request.to === 'unchanged' ? 0 : request.to, 'none'),
    };
  }
  const from = phaseOf(existing);
  const to = request.to === 'unchanged' ? (existing?.estado ?? Phase.NEW) : request.to;
  const check = checkMove(from, request.actor, to, {
    internship: (existing?.familia ?? 'empleo') !== 'empleo',
  });
  if (!check.ok) {
    return { ok: false, code: refusalCode(request.actor, to, check.refusal) };
  }
  const flags = {
    ...(request.pendienteFirma === undefined ? {} : { pendienteFirma: request.pendienteFirma }),
    ...(request.leidaPorEmpresa === undefined ? {} : { leidaPorEmpresa: request.leidaPorEmpresa }),
  };
  const history = {
    changedBy: request.by,
    idMotivo: request.idMotivo ?? null,
    comentario: request.comentario ?? null,
  };
  let after: LockedApplication;
  if (existing === null) {
    if ('applicationId' in target) {
      throw new Error('an existing application is locked, not inserted');
    }
    after = await repo.insertApplication(
      tx,
      { ...target, estado: to, pendienteFirma: flags.pendienteFirma ?? false },
      history,
    );
  } else if (existing.estado === to) {
    await repo.updateFlags(tx, existing.id, flags);
    const unchanged = {
      ...existing,
      pendienteFirma: flags.pendienteFirma ?? existing.pendienteFirma,
    };
    return { ok: true, application: unchanged, from, changed: false, send: nothingToSend };
  } else {
    await repo.moveApplication(
      tx,
      existing.id,
      { estado: to, idMotivoRechazo: request.idMotivo ?? null, ...flags },
      history,
    );
    after = {
      ...existing,
      estado: to,
      pendienteFirma: flags.pendienteFirma ?? existing.pendienteFirma,
    };
  }
  const notice = request.notice ? request.notice(after) : defaultNotice(request, to, from, after);
  const send = notice ? await notifyUser(ctx, after.candidateId, notice, tx) : nothingToSend;
  return { ok: true, application: after, from, changed: true, send };
}

/** tryTransitionApplication that throws the refusal's AppError (14, 30 or 49). */
export async function transitionApplication(
  ctx: AppContext,
  tx: Db,
  request: TransitionRequest,
): Promise<Extract<TransitionOutcome, { ok: true }>> {
  const outcome = await tryTransitionApplication(ctx, tx, request);
  if (!outcome.ok) {
    throw new AppError(outcome.code);
  }
  return outcome;
}
