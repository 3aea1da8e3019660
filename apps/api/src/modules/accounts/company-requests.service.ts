import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  Codes,
  isValidCifOrNif,
  normalizeDocumentId,
  type CompanyAccountRequestBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { companies, companyUsers } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';
import { issueAccountToken } from './account-tokens.ts';
import { linkTo, queueAccountMail, setPasswordMail, type Language } from './accounts.mail.ts';
import { companyAccountRequests, type CompanyAccountRequestRow } from './accounts.table.ts';
import * as repo from './accounts.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/**
 * guardarUsuarioEmpresa (/solicitar-cuenta): stores the request for the careers office. 33 when
 * the CIF/NIF is malformed; 16 when a company user already signs in with the email or a request
 * with it is waiting. Nobody can sign in until the request is approved.
 */
export async function requestCompanyAccount(
  ctx: AppContext,
  body: CompanyAccountRequestBody,
  language: Language,
): Promise<void> {
  const cif = normalizeDocumentId(body.cif);
  if (!isValidCifOrNif(cif)) {
    throw new AppError(Codes.INVALID_TAX_ID, {
      httpStatus: 400,
      datos: {
        errores: [{ campo: 'cif', codigo: 'malformed', mensaje: 'El campo está mal formado' }],
      },
    });
  }
  if (
    (await repo.emailTaken(ctx.db, body.email, 'empresa')) ||
    (await repo.pendingRequestForEmail(ctx.db, body.email))
  ) {
    throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
  }
  try {
    await ctx.db.insert(companyAccountRequests).values({
      cif,
      nombreEmpresa: body.nombreEmpresa,
      nombre: body.nombre,
      apellidos: body.apellidos,
      email: body.email,
      telefono: body.telefono,
      mensaje: body.mensaje,
      direccion: body.direccion,
      idPais: body.idPais,
      aceptaComunicaciones: body.aceptaComunicaciones,
      idioma: language,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
    }
    throw error;
  }
}

/** The requests waiting for the careers office, oldest first (for the back-office list). */
export function listPendingCompanyAccountRequests(
  ctx: AppContext,
): Promise<CompanyAccountRequestRow[]> {
  return repo.listPendingRequests(ctx.db);
}

/**
 * The careers office approves a request (called by the back-office): in one transaction the
 * company is created when its CIF is new (validated) or reused, the user is created with an
 * unusable password and joined to it, the request is closed and a 7-day set-password token is
 * issued; then the user gets the mail with the /establecer-login link, in the language of the
 * request. 404 when the request is not pending; 16 when the email has meanwhile become a user.
 */
export async function approveCompanyAccountRequest(
  ctx: AppContext,
  requestId: number,
  /** Runs inside the approval's transaction (the back-office writes its audit row here). */
  inTransaction?: (
    tx: Db,
    approved: { userId: number; companyId: number; request: CompanyAccountRequestRow },
  ) => Promise<void>,
): Promise<{ userId: number; companyId: number }> {
  const placeholderHash = await hashPassword(randomBytes(32).toString('base64url'));
  let approved: {
    userId: number;
    companyId: number;
    send: () => Promise<void>;
  };
  try {
    approved = await ctx.db.transaction(async (tx) => {
      const request = await repo.lockPendingRequest(tx, requestId);
      if (!request) {
        throw new AppError(Codes.NOT_FOUND);
      }
      if (await repo.emailTaken(tx, request.email, 'empresa')) {
        throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
      }
      const existing = await repo.findCompanyByCif(tx, request.cif);
      const companyId =
        existing?.id ??
        (
          await tx
            .insert(companies)
            .values({
              cif: normalizeDocumentId(request.cif),
              nombreComercial: request.nombreEmpresa,
              razonSocial: request.nombreEmpresa,
              direccion: request.direccion,
              idPais: request.idPais,
              email: request.email,
              telefono: request.telefono,
              validada: true,
            })
            .returning({ id: companies.id })
        )[0]?.id;
      const [user] = await tx
        .insert(users)
        .values({
          email: request.email,
          passwordHash: placeholderHash,
          role: 'empresa',
          nombre: request.nombre,
          apellidos: request.apellidos,
        })
        .returning({ id: users.id });
      if (companyId === undefined || !user) {
        throw new AppError(Codes.SAVE_FAILED);
      }
      await tx
        .insert(companyUsers)
        .values({ userId: user.id, companyId, telefono: request.telefono });
      await tx
        .update(companyAccountRequests)
        .set({ estado: 'aprobada', userId: user.id, companyId, resolvedAt: new Date() })
        .where(eq(companyAccountRequests.id, request.id));
      const token = await issueAccountToken(tx, user.id, 'set_password');
      await inTransaction?.(tx, { userId: user.id, companyId, request });
      const send = await queueAccountMail(
        ctx,
        setPasswordMail(
          request.idioma,
          request.email,
          request.nombre,
          request.nombreEmpresa,
          linkTo(ctx, 'companySet', token),
        ),
        tx,
      );
      return { userId: user.id, companyId, send };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
    }
    throw error;
  }
  sendInBackground(approved.send);
  return { userId: approved.userId, companyId: approved.companyId };
}
