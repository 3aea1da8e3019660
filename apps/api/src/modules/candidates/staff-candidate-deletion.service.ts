import { Codes, type StaffDeletionRejectBody } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { queueAccountMail } from '../accounts/accounts.mail.ts';
import { recordAudit } from '../audit/audit.ts';
import { forgetAccountState } from '../users/account-state.ts';
import { anonymiseCandidate } from './anonymise.ts';
import * as repo from './staff-candidates.repository.ts';
import { mustFind } from './staff-candidates.service.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

const mails = {
  es: {
    approvedSubject: 'Tu baja del Portal de Empleo se ha tramitado',
    approved: (nombre: string) =>
      `Hola ${nombre}:\n\nEl Servicio de Empleo ha tramitado tu solicitud de baja. Hemos eliminado tus datos personales del Portal de Empleo; tu cuenta ya no existe y no podrás volver a entrar con ella.\n`,
    rejectedSubject: 'Tu solicitud de baja del Portal de Empleo',
    rejected: (nombre: string, motivo: string) =>
      `Hola ${nombre}:\n\nEl Servicio de Empleo no ha podido tramitar tu solicitud de baja por este motivo:\n\n${motivo}\n\nTu cuenta sigue activa. Si tienes dudas, responde a este correo o contacta con el Servicio de Empleo.\n`,
  },
  en: {
    approvedSubject: 'Your Job Portal account has been removed',
    approved: (nombre: string) =>
      `Hello ${nombre},\n\nThe careers office has processed your request to leave. Your personal data have been removed from the Job Portal; your account no longer exists and you cannot sign in with it again.\n`,
    rejectedSubject: 'Your request to leave the Job Portal',
    rejected: (nombre: string, motivo: string) =>
      `Hello ${nombre},\n\nThe careers office could not process your request to leave, for this reason:\n\n${motivo}\n\nYour account remains active. If you have any questions, reply to this email or contact the careers office.\n`,
  },
} as const;

async function lockPendingRequest(db: Db, id: number) {
  const request = await repo.lockDeletionRequest(db, id);
  if (!request) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if (request.estado !== 'pendiente') {
    throw conflict(
      'Esta solicitud de baja ya se ha resuelto.',
      'This deletion request has already been resolved.',
    );
  }
  return request;
}

/**
 * Approves a deletion request: the person's data are anonymised, the request marked processed and
 * the audit row written, all in one transaction; then the candidate is mailed at the address the
 * account had (the mail is the last thing the portal sends there).
 */
export async function approveDeletion(
  ctx: AppContext,
  me: AuthUser,
  requestIdToApprove: number,
  requestId: string,
): Promise<void> {
  const done = await ctx.db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, requestIdToApprove);
    const account = await mustFind(tx, request.candidateId, true);
    const result = await anonymiseCandidate(tx, account.id, account.email);
    await repo.decideDeletionRequest(tx, request.id, {
      estado: 'tramitada',
      processedBy: me.id,
      motivoRechazo: null,
    });
    await recordAudit(tx, {
      actor: me,
      action: 'candidato.anonimizar',
      entity: 'candidato',
      entityId: account.id,
      before: { estado: account.estado, solicitud: request.id },
      after: { estado: 'baja', anonimizado: true, filas: result.tablas },
      requestId,
    });
    const text = mails[account.idioma];
    const send = await queueAccountMail(
      ctx,
      { to: account.email, subject: text.approvedSubject, text: text.approved(account.nombre) },
      tx,
    );
    return { account, files: result.files, send };
  });
  forgetAccountState(done.account.id);
  for (const key of done.files) {
    await ctx.storage.remove(key).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'file of an anonymised person not removed');
    });
  }
  sendInBackground(done.send);
}

export async function rejectDeletion(
  ctx: AppContext,
  me: AuthUser,
  body: StaffDeletionRejectBody,
  requestId: string,
): Promise<void> {
  const send = await ctx.db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, body.idSolicitud);
    const candidate = await mustFind(tx, request.candidateId);
    await repo.decideDeletionRequest(tx, request.id, {
      estado: 'rechazada',
      processedBy: me.id,
      motivoRechazo: body.motivo,
    });
    await recordAudit(tx, {
      actor: me,
      action: 'solicitud_baja.rechazar',
      entity: 'solicitud_baja',
      entityId: request.id,
      before: { estado: 'pendiente' },
      after: { estado: 'rechazada', idAlumno: candidate.id },
      reason: body.motivo,
      requestId,
    });
    const text = mails[candidate.idioma];
    return queueAccountMail(
      ctx,
      {
        to: candidate.email,
        subject: text.rejectedSubject,
        text: text.rejected(candidate.nombre, body.motivo),
      },
      tx,
    );
  });
  sendInBackground(send);
}
