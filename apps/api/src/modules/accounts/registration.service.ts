import { Codes, type RegisterCandidateBody } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { findCurrentPrivacyText, recordAcceptance } from '../privacy/privacy.repository.ts';
import { users } from '../users/users.table.ts';
import { assertStrongPassword } from './passwords.service.ts';
import * as repo from './accounts.repository.ts';

/**
 * registrarUsuario: a student (or, with antiguoAlumno, a former student) creates their account
 * when the brand allows it (canRegistroAlumno / canRegistroAntiguoAlumno, else 403). 28 weak
 * password; 16 email or DNI already registered. The privacy text accepted on the form is recorded,
 * so the first sign-in does not ask again. User and profile are written in one transaction.
 */
export async function registerCandidate(
  ctx: AppContext,
  body: RegisterCandidateBody,
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
  try {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          role: 'alumno',
          nombre: body.nombre,
          apellidos: body.apellidos,
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
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
    }
    throw error;
  }
}
