import type { StaffCandidateSheet } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { issueAccountToken } from '../accounts/account-tokens.ts';
import { confirmEmailMail, linkTo, queueAccountMail } from '../accounts/accounts.mail.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import * as repo from './staff-candidates.repository.ts';
import { candidateSheet, mustFind } from './staff-candidates.service.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { conflict } from '../../lib/app-error.ts';
import { mailActivationsLater, queueActivations } from '../academic-record/record-activation.ts';

/** A mail to a candidate who left the portal is refused (409): nobody would read it. */
async function mustStillBeHere(tx: Db, account: { id: number; estado: string }): Promise<void> {
  if (account.estado === 'baja' || (await repo.wasAnonymised(tx, account.id))) {
    throw conflict(
      'Este candidato está dado de baja: no se le puede enviar el correo.',
      'This candidate has left the portal: the email cannot be sent.',
    );
  }
}

/**
 * The careers office mails a registered candidate a new link to confirm their address (the first
 * mail was lost, filtered or its week ran out): a new single-use link replaces any earlier one,
 * in the candidate's language, with its audit row, all in one transaction; the mail leaves after
 * the commit. Refused (409) once the address is confirmed or the account closed.
 */
export async function resendConfirmation(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  requestId: string,
): Promise<StaffCandidateSheet> {
  const send = await ctx.db.transaction(async (tx) => {
    const account = await mustFind(tx, id, true);
    if (account.emailConfirmado) {
      throw conflict(
        'El correo de este candidato ya está confirmado.',
        "This candidate's email address is already confirmed.",
      );
    }
    await mustStillBeHere(tx, account);
    const token = await issueAccountToken(tx, id, 'confirm_email');
    await recordAudit(tx, {
      actor: me,
      action: 'candidato.reenviar_confirmacion',
      entity: 'candidato',
      entityId: id,
      after: { email: account.email },
      requestId,
    });
    return queueAccountMail(
      ctx,
      confirmEmailMail(
        account.idioma,
        account.email,
        account.nombre,
        linkTo(ctx, 'candidateConfirm', token),
      ),
      tx,
    );
  });
  sendInBackground(send);
  return candidateSheet(ctx, id);
}

/**
 * The careers office mails an account the academic record made, and nobody has used, a new
 * 30-day link to choose its password (the first mail was lost or its link ran out): the same
 * mail as the import's, with its audit row, in one transaction; the mail leaves after the
 * commit. Refused (409) once the account has been used or closed.
 */
export async function resendActivation(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  requestId: string,
): Promise<StaffCandidateSheet> {
  const mails = await ctx.db.transaction(async (tx) => {
    const account = await mustFind(tx, id, true);
    await mustStillBeHere(tx, account);
    if (!account.activacionPendiente) {
      throw conflict(
        'Esta cuenta ya tiene contraseña o se ha usado: no necesita activarse.',
        'This account already has a password or has been used: it needs no activation.',
      );
    }
    await recordAudit(tx, {
      actor: me,
      action: 'candidato.reenviar_activacion',
      entity: 'candidato',
      entityId: id,
      after: { email: account.email },
      requestId,
    });
    return queueActivations(ctx, tx, [
      { userId: id, email: account.email, nombre: account.nombre },
    ]);
  });
  mailActivationsLater(ctx, mails);
  return candidateSheet(ctx, id);
}
