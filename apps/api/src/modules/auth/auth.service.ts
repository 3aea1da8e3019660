import { Codes, type LoginBody, type SessionData, type UserCompany } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { TokenSubject } from '../../lib/tokens.ts';
import type { UserRow } from '../users/users.table.ts';
import { findCurrentPrivacyText, hasAccepted } from '../privacy/privacy.repository.ts';
import {
  findCandidateProfile,
  findUserByLogin,
  listUserCompanies,
  markCandidateFirstAccessDone,
  recordSuccessfulLogin,
} from './auth.repository.ts';

/**
 * Checks credentials with the same answer, HTTP status and hash work for an unknown user and a
 * wrong password (code 3). Failures are throttled per (login, client address) and per address
 * (429 with Retry-After, see login-throttle.ts), never by locking the account, so a stranger cannot
 * lock the owner out. Refuses accounts blocked by the careers office (90) and withdrawn ones (32).
 */
async function authenticate(
  ctx: AppContext,
  body: Pick<LoginBody, 'eUsuario' | 'ePassword'>,
  role: UserRow['role'],
  client: string,
) {
  await ctx.loginThrottle.assertAllowed(client, body.eUsuario);
  const user = await findUserByLogin(ctx.db, body.eUsuario, role);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.ePassword)
    : await verifyAgainstDummy(body.ePassword);
  if (!user || !valid) {
    await ctx.loginThrottle.recordFailure(client, body.eUsuario);
    throw new AppError(Codes.BAD_CREDENTIALS);
  }
  await ctx.loginThrottle.recordSuccess(client, body.eUsuario);
  assertActiveAccount(user);
  return user;
}

/** Blocked by the careers office (90, with its message) or withdrawn (32): no session. */
export function assertActiveAccount(user: UserRow): void {
  if (user.estado === 'bloqueado') {
    throw new AppError(Codes.USER_BLOCKED, {
      httpStatus: 403,
      ...(user.mensajeBloqueo ? { message: user.mensajeBloqueo } : {}),
    });
  }
  if (user.estado === 'baja') {
    throw new AppError(Codes.USER_WITHDRAWN);
  }
}

/**
 * Signs the token; while the current privacy text is unaccepted the token is "pending". The text is
 * the notice to the portal's users (candidates and companies); the careers-office staff work for
 * the data controller and are never asked to accept it.
 */
async function issueSession(
  ctx: AppContext,
  user: UserRow,
  extra: Omit<SessionData, 'token' | 'textoCortoRGPD' | 'linkExternoRGPD'>,
  idEmpresa?: number,
): Promise<SessionData> {
  const privacy = await findCurrentPrivacyText(ctx.db);
  const pending =
    user.role !== 'gestor' &&
    privacy !== undefined &&
    !(await hasAccepted(ctx.db, user.id, privacy.version));
  const subject: TokenSubject = {
    userId: user.id,
    email: user.email,
    nombre: user.nombre,
    apellidos: user.apellidos,
    role: user.role,
    staffRole: user.staffRole,
    rgpdPending: pending,
    ...(idEmpresa !== undefined ? { idEmpresa } : {}),
  };
  await recordSuccessfulLogin(ctx.db, user.id);
  return {
    token: await ctx.tokens.sign(subject),
    textoCortoRGPD: pending ? privacy.textoCorto : null,
    linkExternoRGPD: pending ? privacy.linkExterno : null,
    ...extra,
  };
}

export async function loginCandidate(
  ctx: AppContext,
  body: LoginBody,
  client: string,
): Promise<SessionData> {
  if (body.eAmbito === 'PrivadoEmpresa') {
    throw new AppError(Codes.BAD_CREDENTIALS);
  }
  const user = await authenticate(ctx, body, 'alumno', client);
  await assertEmailConfirmed(ctx, user);
  return candidateSession(ctx, user, body.eAmbito);
}

/**
 * A self-registered candidate signs in once the mailed confirmation link is opened, or once the
 * academic record (or single sign-on) verifies them. Asked only after the password is right, so
 * it tells nothing to someone who does not know it.
 */
async function assertEmailConfirmed(ctx: AppContext, user: UserRow): Promise<void> {
  if (user.emailConfirmado) {
    return;
  }
  const profile = await findCandidateProfile(ctx.db, user.id);
  if (profile?.verificado === true) {
    return;
  }
  throw new AppError(Codes.SERVER_MESSAGE, {
    httpStatus: 403,
    message:
      'Confirma tu correo electrónico para iniciar sesión: abre el enlace que te enviamos al registrarte. Si ha caducado, pide uno nuevo con «¿Has olvidado tu contraseña?».',
    messageEn:
      'Confirm your email address to sign in: open the link we sent you when you registered. If it has expired, ask for a new one with «Forgot your password?».',
  });
}

/**
 * The session of a candidate whose identity is already proven (the password of logaUsuario, or the
 * university's single sign-on): 59 without a candidate profile, the former-students door for
 * graduates only, the same session data as logaUsuario.
 */
export async function candidateSession(
  ctx: AppContext,
  user: UserRow,
  ambito: LoginBody['eAmbito'],
): Promise<SessionData> {
  assertActiveAccount(user);
  const profile = await findCandidateProfile(ctx.db, user.id);
  if (!profile) {
    throw new AppError(Codes.NO_PORTAL_ACCESS);
  }
  // The former-students door is for graduates only (login headings).
  if (ambito === 'PrivadoAntiguoAlumno' && !profile.conEmpleo) {
    throw new AppError(Codes.NO_PORTAL_ACCESS);
  }
  const session = await issueSession(ctx, user, {
    conPracticas: profile.conPracticas,
    conEmpleo: profile.conEmpleo,
    primerAcceso: profile.primerAcceso,
    faltaNumeroSeguridadSocial: profile.conPracticas && !profile.nss,
    // Only the university's own students (record or single sign-on): someone who registered on
    // the portal has no studies on record yet, and the CV (not /registro) is where they add them.
    alumnoConPracticasSinTitulacionesEnCurso:
      profile.conPracticas && profile.verificado && profile.estudiosEnCurso === 0,
    esEstudianteEducacion: profile.esEstudianteEducacion,
    esEstudianteDeInfantil: profile.esEstudianteDeInfantil,
  });
  if (profile.primerAcceso) {
    await markCandidateFirstAccessDone(ctx.db, user.id);
  }
  return session;
}

export async function listCompaniesOfUser(
  ctx: AppContext,
  body: Pick<LoginBody, 'eUsuario' | 'ePassword'>,
  client: string,
): Promise<UserCompany[]> {
  const user = await authenticate(ctx, body, 'empresa', client);
  const rows = await listUserCompanies(ctx.db, user.id);
  return rows.map(({ idEmpresa, nombreComercial, cif }) => ({ idEmpresa, nombreComercial, cif }));
}

export async function loginCompany(
  ctx: AppContext,
  body: LoginBody,
  client: string,
): Promise<SessionData> {
  if (body.eAmbito !== 'PrivadoEmpresa') {
    throw new AppError(Codes.BAD_CREDENTIALS);
  }
  const user = await authenticate(ctx, body, 'empresa', client);
  const memberships = await listUserCompanies(ctx.db, user.id);
  // A company user without a company in the portal, or asking for one that is not theirs, has no
  // access for that company: the spec's company variant of "no portal access" (71).
  if (memberships.length === 0) {
    throw new AppError(Codes.NO_PORTAL_ACCESS_COMPANY);
  }
  const chosen =
    body.eidEmpresa === undefined
      ? memberships.length === 1
        ? memberships[0]
        : undefined
      : memberships.find((m) => m.idEmpresa === body.eidEmpresa);
  if (body.eidEmpresa === undefined && chosen === undefined) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: {
        errores: [{ campo: 'eidEmpresa', codigo: 'required', mensaje: 'Este campo es requerido' }],
      },
    });
  }
  if (!chosen) {
    throw new AppError(Codes.NO_PORTAL_ACCESS_COMPANY);
  }
  if (chosen.bloqueada) {
    // The careers office's message (back-office block or rejection), shown at the login.
    throw new AppError(
      Codes.COMPANY_NOT_VALIDATED,
      chosen.mensajeBloqueo ? { message: chosen.mensajeBloqueo } : {},
    );
  }
  return issueSession(
    ctx,
    user,
    {
      conPracticas: false,
      conEmpleo: false,
      primerAcceso: user.lastLoginAt === null,
      faltaNumeroSeguridadSocial: false,
      alumnoConPracticasSinTitulacionesEnCurso: false,
      esEstudianteEducacion: false,
      esEstudianteDeInfantil: false,
    },
    chosen.idEmpresa,
  );
}

export async function loginStaff(
  ctx: AppContext,
  body: Pick<LoginBody, 'eUsuario' | 'ePassword'>,
  client: string,
): Promise<SessionData> {
  const user = await authenticate(ctx, body, 'gestor', client);
  return issueSession(ctx, user, {
    conPracticas: false,
    conEmpleo: false,
    primerAcceso: user.lastLoginAt === null,
    faltaNumeroSeguridadSocial: false,
    alumnoConPracticasSinTitulacionesEnCurso: false,
    esEstudianteEducacion: false,
    esEstudianteDeInfantil: false,
  });
}
