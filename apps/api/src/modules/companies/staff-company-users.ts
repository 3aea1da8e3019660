import { randomBytes } from 'node:crypto';
import {
  Codes,
  type StaffAddCompanyUserBody,
  type StaffCompanyDetail,
  type StaffRemoveCompanyUserBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { issueAccountToken } from '../accounts/account-tokens.ts';
import { linkTo, queueAccountMail, setPasswordMail } from '../accounts/accounts.mail.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import { companyUsers } from './companies.table.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { users } from '../users/users.table.ts';
import * as repo from './staff-companies-admin.repository.ts';
import { type Send, sendInBackground } from '../../lib/send-in-background.ts';
import { forgetUsers } from './staff-company-helpers.ts';
import { existing, getStaffCompany } from './staff-company-sheet.ts';

/**
 * Gestion/addUsuarioEmpresa: a new email gets an account with an unusable password and a
 * set-password link (7 days); a company user who already exists joins this company too and is told.
 */
export async function addCompanyUser(
  ctx: AppContext,
  act: StaffAct,
  body: StaffAddCompanyUserBody,
): Promise<StaffCompanyDetail> {
  const placeholderHash = await hashPassword(randomBytes(32).toString('base64url'));
  let after: Send | null = null;
  try {
    after = await ctx.db.transaction(async (tx) => {
      const company = await existing(tx, body.idEmpresa, true);
      const known = await repo.findCompanyUserByEmail(tx, body.email);
      if (known && (await repo.isMember(tx, known.id, company.id))) {
        throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
      }
      const userId =
        known?.id ??
        (
          await tx
            .insert(users)
            .values({
              email: body.email,
              passwordHash: placeholderHash,
              role: 'empresa',
              nombre: body.nombre,
              apellidos: body.apellidos,
            })
            .returning({ id: users.id })
        )[0]?.id;
      if (userId === undefined) {
        throw new AppError(Codes.SAVE_FAILED);
      }
      await tx.insert(companyUsers).values({
        userId,
        companyId: company.id,
        cargo: body.cargo ?? null,
        telefono: body.telefono ?? null,
      });
      await recordAudit(tx, {
        ...act,
        action: 'empresa.usuario.añadir',
        entity: 'empresa',
        entityId: company.id,
        after: { idUsuario: userId, email: body.email, nuevo: !known },
      });
      if (known) {
        return notifyUser(
          ctx,
          userId,
          {
            titulo: 'Nueva empresa en tu cuenta',
            texto: `El Servicio de Empleo te ha añadido como usuario de ${company.nombreComercial}. Elígela al iniciar sesión.`,
            en: {
              titulo: 'New company in your account',
              texto: `The careers office has added you as a user of ${company.nombreComercial}. Choose it when you sign in.`,
            },
          },
          tx,
        );
      }
      const token = await issueAccountToken(tx, userId, 'set_password');
      const mail = setPasswordMail(
        'es',
        body.email,
        body.nombre,
        company.nombreComercial,
        linkTo(ctx, 'companySet', token),
      );
      return queueAccountMail(ctx, mail, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
    }
    throw error;
  }
  sendInBackground(after);
  return getStaffCompany(ctx, body.idEmpresa);
}

/**
 * Gestion/quitarUsuarioEmpresa: the membership goes and the user's sessions end at once (session
 * version raised, this process's caches dropped; other processes within 10 s).
 */
export async function removeCompanyUser(
  ctx: AppContext,
  act: StaffAct,
  body: StaffRemoveCompanyUserBody,
): Promise<StaffCompanyDetail> {
  await ctx.db.transaction(async (tx) => {
    await existing(tx, body.idEmpresa, true);
    if (!(await repo.removeMember(tx, body.idUsuario, body.idEmpresa))) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await repo.endSessions(tx, [body.idUsuario]);
    await recordAudit(tx, {
      ...act,
      action: 'empresa.usuario.quitar',
      entity: 'empresa',
      entityId: body.idEmpresa,
      before: { idUsuario: body.idUsuario },
    });
  });
  forgetUsers([body.idUsuario]);
  return getStaffCompany(ctx, body.idEmpresa);
}
