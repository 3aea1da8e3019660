import {
  Codes,
  isValidEmail,
  isValidPassword,
  validationMessages,
  wrongCurrentPasswordMessage,
  type PasswordLinkCheckBody,
  type PasswordLinkKind,
  type CandidateChangePasswordBody,
  type CandidateResetRequestBody,
  type CompanyResetRequestBody,
  type PasswordChanged,
  type TokenPasswordBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { forgetAccountState } from '../users/account-state.ts';
import type { UserRow } from '../users/users.table.ts';
import {
  consumeAccountToken,
  isAccountTokenUsable,
  issueAccountToken,
  type TokenPurpose,
} from './account-tokens.ts';
import {
  linkTo,
  noAccountMail,
  resetMail,
  queueAccountMail,
  type Language,
  type linkPages,
} from './accounts.mail.ts';
import * as repo from './accounts.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/** 28 with the field error on `password` (the rule of the spec: 8 characters and a digit). */
export function assertStrongPassword(password: string): void {
  if (!isValidPassword(password)) {
    throw new AppError(Codes.WEAK_PASSWORD, {
      httpStatus: 400,
      datos: { errores: [{ campo: 'password', ...validationMessages.weakPassword }] },
    });
  }
}

async function assertRecoveryAllowed(ctx: AppContext): Promise<void> {
  if (!(await ctx.brand.get()).canRecuperarPassword) {
    throw new AppError(Codes.FORBIDDEN);
  }
}

async function mailResetLinks(
  ctx: AppContext,
  language: Language,
  recipients: readonly repo.Recipient[],
  page: keyof typeof linkPages,
  requested: string | undefined,
): Promise<void> {
  const active = recipients.filter((r) => r.estado === 'activo');
  // Each link's token and its mail are written together: a token is never left without its mail.
  const sends = await ctx.db.transaction(async (tx) => {
    const queued: (() => Promise<void>)[] = [];
    for (const user of active) {
      const token = await issueAccountToken(tx, user.id, 'reset');
      const mail = resetMail(language, user.email, user.nombre, linkTo(ctx, page, token));
      queued.push(await queueAccountMail(ctx, mail, tx));
    }
    if (active.length === 0 && requested !== undefined && isValidEmail(requested)) {
      queued.push(await queueAccountMail(ctx, noAccountMail(language, requested), tx));
    }
    return queued;
  });
  sendInBackground(...sends);
}

/**
 * solicitarReseteoPassword: always answers the same (505). An active candidate found by email or
 * DNI gets a 1-hour link to /restablecer-candidato; an email without an active account gets the
 * 524 text; anything else gets nothing.
 */
export async function requestCandidateReset(
  ctx: AppContext,
  body: CandidateResetRequestBody,
  language: Language,
): Promise<void> {
  await assertRecoveryAllowed(ctx);
  const user = await repo.findCandidateByLogin(ctx.db, body.usuario);
  await mailResetLinks(ctx, language, user ? [user] : [], 'candidateReset', body.usuario);
}

/** recuerdoPassword {nick} or {cif}: the same for company users, links to /restablecer-login. */
export async function requestCompanyReset(
  ctx: AppContext,
  body: CompanyResetRequestBody,
  language: Language,
): Promise<void> {
  await assertRecoveryAllowed(ctx);
  const users = await repo.findCompanyUsersForReset(ctx.db, { nick: body.nick, cif: body.cif });
  await mailResetLinks(ctx, language, users, 'companyReset', body.nick);
}

/** The token purpose and the role of each kind of password link. */
const passwordLinks: Readonly<
  Record<PasswordLinkKind, { purpose: TokenPurpose; role: UserRow['role'] }>
> = {
  candidateReset: { purpose: 'reset', role: 'alumno' },
  companyReset: { purpose: 'reset', role: 'empresa' },
  companySet: { purpose: 'set_password', role: 'empresa' },
  staffSet: { purpose: 'set_password', role: 'gestor' },
};

/** compruebaEnlacePassword: 42 unless the link would still set a password. */
export async function checkPasswordLink(ctx: AppContext, body: PasswordLinkCheckBody) {
  const { purpose, role } = passwordLinks[body.tipo];
  if (!(await isAccountTokenUsable(ctx.db, body.token, purpose, role))) {
    throw new AppError(Codes.LINK_EXPIRED);
  }
}

/**
 * Uses a mailed token to store a new password (restablecerPassword, establecerPassword): 28 for a
 * weak password (the link stays usable), 42 for a used, expired, tampered or foreign token. The
 * token is spent, the password replaced and the session version raised in one transaction; every
 * open session of the user ends.
 */
export async function passwordFromToken(
  ctx: AppContext,
  body: TokenPasswordBody,
  purpose: TokenPurpose,
  role: UserRow['role'],
): Promise<void> {
  assertStrongPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await consumeAccountToken(tx, body.token, purpose, role);
    if (owner === undefined) {
      throw new AppError(Codes.LINK_EXPIRED);
    }
    await repo.replacePassword(tx, owner, passwordHash);
    // The mailed link proves the mailbox, as the registration's confirmation link would.
    await repo.confirmEmail(tx, owner);
    return owner;
  });
  forgetAccountState(userId);
}

/**
 * Candidate editarPassword (543): the current password must be right; every other session ends at
 * once and this one goes on with the new token.
 */
export async function changeCandidatePassword(
  ctx: AppContext,
  authUser: AuthUser,
  body: CandidateChangePasswordBody,
): Promise<PasswordChanged> {
  const user = await repo.findUserWithRole(ctx.db, authUser.id, 'alumno');
  if (!user) {
    throw new AppError(Codes.SESSION_LOST);
  }
  if (!(await verifyPassword(user.passwordHash, body.passwordActual))) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: { errores: [{ campo: 'passwordActual', ...wrongCurrentPasswordMessage }] },
    });
  }
  assertStrongPassword(body.password);
  const sessionVersion = await repo.replacePassword(
    ctx.db,
    user.id,
    await hashPassword(body.password),
  );
  forgetAccountState(user.id);
  const token = await ctx.tokens.sign({
    userId: user.id,
    email: user.email,
    nombre: user.nombre,
    apellidos: user.apellidos,
    role: 'alumno',
    sessionVersion,
  });
  return { token };
}
