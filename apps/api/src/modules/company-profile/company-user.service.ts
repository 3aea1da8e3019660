import {
  Codes,
  wrongCurrentPasswordMessage,
  type ChangePasswordBody,
  type CompanyUserProfile,
  type CompanyUserProfileBody,
  type PasswordChanged,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { forgetAccountState } from '../users/account-state.ts';
import { toCompanyUserProfile } from './company-profile.mapper.ts';
import * as repo from './company-profile.repository.ts';

async function companyUser(ctx: AppContext, userId: number, companyId: number) {
  const user = await repo.findCompanyUser(ctx.db, userId, companyId);
  if (!user) {
    throw new AppError(Codes.FORBIDDEN);
  }
  return user;
}

/** dameDatosContactoEmpresa: the signed-in user's own data in this company (/mi-perfil). */
export async function getCompanyUserProfile(
  ctx: AppContext,
  userId: number,
  companyId: number,
): Promise<CompanyUserProfile> {
  return toCompanyUserProfile(await companyUser(ctx, userId, companyId));
}

/**
 * editaUsuario: name, surname and email of the user, position and phone in this company (what
 * faltanDatosAlContactoEmpresa checks). The email stays unique among company users (16). The
 * answer carries a new token with the new name and email.
 */
export async function updateCompanyUserProfile(
  ctx: AppContext,
  userId: number,
  companyId: number,
  body: CompanyUserProfileBody,
): Promise<CompanyUserProfile & { token: string }> {
  await companyUser(ctx, userId, companyId);
  if (await repo.companyEmailTaken(ctx.db, body.email, userId)) {
    throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
  }
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.updateUser(tx, userId, {
        nombre: body.nombre,
        apellidos: body.apellidos,
        email: body.email,
      });
      await repo.updateMembership(tx, userId, companyId, {
        cargo: body.cargo,
        telefono: body.telefono,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
    }
    throw error;
  }
  const token = await ctx.tokens.sign({
    userId,
    email: body.email,
    nombre: body.nombre,
    apellidos: body.apellidos,
    role: 'empresa',
    idEmpresa: companyId,
  });
  return { ...toCompanyUserProfile(await companyUser(ctx, userId, companyId)), token };
}

/**
 * editarPassword (543): the current password must be right; the new one follows the rules. The
 * session version rises with the new password, so every other session of the user ends at once;
 * this one goes on with the token answered.
 */
export async function changeCompanyUserPassword(
  ctx: AppContext,
  userId: number,
  companyId: number,
  body: ChangePasswordBody,
): Promise<PasswordChanged> {
  const user = await companyUser(ctx, userId, companyId);
  if (!(await verifyPassword(user.passwordHash, body.passwordActual))) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: { errores: [{ campo: 'passwordActual', ...wrongCurrentPasswordMessage }] },
    });
  }
  const sessionVersion = await repo.updatePassword(
    ctx.db,
    userId,
    await hashPassword(body.password),
  );
  forgetAccountState(userId);
  const token = await ctx.tokens.sign({
    userId,
    email: user.email,
    nombre: user.nombre,
    apellidos: user.apellidos,
    role: 'empresa',
    idEmpresa: companyId,
    sessionVersion,
  });
  return { token };
}
