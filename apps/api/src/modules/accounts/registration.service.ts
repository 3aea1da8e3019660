import { Codes, type ConfirmEmailBody, type RegisterCandidateBody } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { findCurrentPrivacyText, recordAcceptance } from '../privacy/privacy.repository.ts';
import { users } from '../users/users.table.ts';
import { assertStrongPassword } from './passwords.service.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import * as repo from './accounts.repository.ts';
import { confirmEmailMail, linkTo, queueAccountMail, type Language } from './accounts.mail.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/**
 * registrarUsuario: a student (or, with antiguoAlumno, a former student) creates their account
 * when the brand allows it (canRegistroAlumno / canRegistroAntiguoAlumno, else 403). 28 weak
 * password; 16 email or DNI already registered. The privacy text accepted on the form is recorded,
 * so the first sign-in does not ask again. User, profile and the confirmation mail (through the
 * outbox) are written in one transaction; the account signs in once the mailed link is opened.
 */
export async function registerCandidate(
  ctx: AppContext,
  body: RegisterCandidateBody,
  language: Language,
): Promise<void> {
  const brand = await ctx.brand.get();
  if (
    !brand.canRegistroAlumno ||
    (body.antiguoAlumno === true && !brand.canRegistroAntiguoAlumno)
  ) {
    throw new AppError(Codes.FORBIDDEN);
  }
  if (brand.accesoNoVerificados === 'ninguno') {
    // Only the university's own people: their accounts come from the academic record.
    throw new AppError(Codes.SERVER_MESSAGE, {
      httpStatus: 403,
      message:
        'El registro está reservado a los estudiantes y titulados de la universidad: entra con tu cuenta de la universidad o pide el enlace para elegir tu contraseña.',
      messageEn:
        "Registration is for the university's students and graduates only: sign in with your university account or ask for the link to choose your password.",
    });
  }
  assertStrongPassword(body.password);
  if (
    (await repo.emailTaken(ctx.db, body.email, 'alumno')) ||
    (await repo.dniTaken(ctx.db, body.dni))
  ) {
    throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
  }
  const passwordHash = await hashPassword(body.password);
  const graduate = body.antiguoAlumno === true;
  let send: () => Promise<void>;
  try {
    send = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          role: 'alumno',
          nombre: body.nombre,
          apellidos: body.apellidos,
          idioma: language,
          emailConfirmado: false,
        })
        .returning({ id: users.id });
      if (!user) {
        throw new AppError(Codes.SAVE_FAILED);
      }
      await tx.insert(candidates).values({
        userId: user.id,
        dni: body.dni,
        telefono: body.telefono,
        conPracticas: !graduate,
        conEmpleo: graduate,
      });
      const privacy = await findCurrentPrivacyText(tx);
      if (privacy) {
        await recordAcceptance(tx, user.id, privacy.version);
      }
      const token = await issueAccountToken(tx, user.id, 'confirm_email');
      return queueAccountMail(
        ctx,
        confirmEmailMail(language, body.email, body.nombre, linkTo(ctx, 'candidateConfirm', token)),
        tx,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
    }
    throw error;
  }
  sendInBackground(send);
}

/**
 * confirmarEmail: the link mailed at registration proves the address; the account signs in from
 * then on. 42 for a used, expired or tampered link.
 */
export async function confirmCandidateEmail(
  ctx: AppContext,
  body: ConfirmEmailBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const owner = await consumeAccountToken(tx, body.token, 'confirm_email', 'alumno');
    if (owner === undefined) {
      throw new AppError(Codes.LINK_EXPIRED);
    }
    await repo.confirmEmail(tx, owner);
  });
}
