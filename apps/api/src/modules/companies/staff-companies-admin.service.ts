import { randomBytes } from 'node:crypto';
import {
  Codes,
  isValidCifOrNif,
  normalizeDocumentId,
  type StaffAccountRequest,
  type StaffAddCompanyUserBody,
  type StaffBlockCompanyBody,
  type StaffCompanyDetail,
  type StaffCompanyExportQuery,
  type StaffCompanyList,
  type StaffCompanyListQuery,
  type StaffCompanyRow,
  type StaffEditCompanyBody,
  type StaffMergeCompaniesBody,
  type StaffMergeResult,
  type StaffRejectAccountRequestBody,
  type StaffRejectCompanyBody,
  type StaffRemoveCompanyUserBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { issueAccountToken } from '../accounts/account-tokens.ts';
import { linkTo, queueAccountMail, setPasswordMail } from '../accounts/accounts.mail.ts';
import { exportText, yesNo, type ExportLanguage, type ExportText } from '../../lib/export-texts.ts';
import { approveCompanyAccountRequest } from '../accounts/company-requests.service.ts';
import { exportTable } from '../../lib/table-export.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import { companyUsers } from './companies.table.ts';
import { forgetMemberships } from './membership.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';
import { forgetAccountState } from '../users/account-state.ts';
import { users } from '../users/users.table.ts';
import * as repo from './staff-companies-admin.repository.ts';

type Send = () => Promise<void>;
const sendAll = async (sends: readonly Send[]) => {
  for (const send of sends) {
    await send();
  }
};

const toRow = (row: repo.StaffCompanyDbRow): StaffCompanyRow => ({
  idEmpresa: row.id,
  cif: row.cif,
  nombreComercial: row.nombreComercial,
  razonSocial: row.razonSocial,
  email: row.email,
  fechaAlta: toDdMmYyyy(row.createdAt),
  validada: row.validada,
  bloqueada: row.bloqueada,
  numUsuarios: row.numUsuarios,
  numOfertas: row.numOfertas,
  duplicada: row.duplicada,
});

/** What the audit keeps of a company (its own data, not the counters). */
const snapshot = (row: repo.StaffCompanyDbRow) => ({
  cif: row.cif,
  nombreComercial: row.nombreComercial,
  razonSocial: row.razonSocial,
  descripcion: row.descripcion,
  web: row.web,
  email: row.email,
  telefono: row.telefono,
  direccion: row.direccion,
  cp: row.cp,
  validada: row.validada,
  bloqueada: row.bloqueada,
  mensajeBloqueo: row.mensajeBloqueo,
});

export async function listStaffCompanies(
  ctx: AppContext,
  query: StaffCompanyListQuery,
): Promise<StaffCompanyList> {
  const search = { texto: query.texto, estado: query.estado };
  const page = { limit: query.porPagina, offset: (query.pagina - 1) * query.porPagina };
  const [rows, total] = await Promise.all([
    repo.listCompanies(ctx.db, search, page),
    repo.countCompanies(ctx.db, search),
  ]);
  return { empresas: rows.map(toRow), total };
}

const stateLabel = (row: repo.StaffCompanyDbRow): ExportText =>
  row.bloqueada ? 'Bloqueada' : row.validada ? 'Validada' : 'Pendiente de validación';

export async function exportStaffCompanies(
  ctx: AppContext,
  query: StaffCompanyExportQuery,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = await repo.listCompanies(ctx.db, { texto: query.texto, estado: query.estado });
  return exportTable(
    query.formato,
    {
      sheet: 'Empresas',
      fileName: 'empresas',
      header: [
        'CIF',
        'Nombre comercial',
        'Razón social',
        'Email',
        'Teléfono',
        'Alta',
        'Estado',
        'Usuarios',
        'Ofertas',
        'CIF duplicado',
      ],
      rows: rows.map((row) => [
        row.cif,
        row.nombreComercial,
        row.razonSocial,
        row.email ?? '',
        row.telefono ?? '',
        toDdMmYyyy(row.createdAt),
        exportText(stateLabel(row), lang),
        String(row.numUsuarios),
        String(row.numOfertas),
        yesNo(row.duplicada, lang),
      ]),
    },
    lang,
  );
}

async function existing(db: Db, companyId: number, lock = false) {
  const row = await repo.findCompany(db, companyId, lock);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return row;
}

export async function getStaffCompany(
  ctx: AppContext,
  companyId: number,
): Promise<StaffCompanyDetail> {
  const row = await existing(ctx.db, companyId);
  const [members, duplicates] = await Promise.all([
    repo.companyUserList(ctx.db, companyId),
    repo.duplicatesOf(ctx.db, companyId, row.cif),
  ]);
  return {
    ...toRow(row),
    descripcion: row.descripcion,
    web: row.web,
    telefono: row.telefono,
    direccion: row.direccion,
    cp: row.cp,
    mensajeBloqueo: row.mensajeBloqueo,
    numOfertasPendientes: row.numOfertasPendientes,
    usuarios: members.map((m) => ({
      idUsuario: m.id,
      email: m.email,
      nombre: m.nombre,
      apellidos: m.apellidos,
      cargo: m.cargo,
      telefono: m.telefono,
      ultimoAcceso: m.lastLoginAt === null ? null : toDdMmYyyy(m.lastLoginAt),
    })),
    duplicadas: duplicates.map((d) => ({
      idEmpresa: d.id,
      cif: d.cif,
      nombreComercial: d.nombreComercial,
    })),
  };
}

const conflict = (message: string) =>
  new AppError(Codes.SERVER_MESSAGE, { httpStatus: 409, message });

async function notifyMembers(ctx: AppContext, tx: Db, companyId: number, notice: UserNotice) {
  const sends: Send[] = [];
  for (const userId of await repo.memberIds(tx, companyId)) {
    sends.push(await notifyUser(ctx, userId, notice, tx));
  }
  return sends;
}

/** Ends the sessions of the users of a company now, in this process at once, in others within 10 s. */
function forgetUsers(userIds: readonly number[]) {
  for (const id of userIds) {
    forgetAccountState(id);
    forgetMemberships(id);
  }
}

/**
 * Gestion/rechazarEmpresa: a company waiting for validation is refused. It stays unvalidated and
 * is blocked with the reason, which its users read at the login (code 9) and in a notification.
 */
export async function rejectCompany(
  ctx: AppContext,
  act: StaffAct,
  body: StaffRejectCompanyBody,
): Promise<StaffCompanyDetail> {
  const { sends, members } = await ctx.db.transaction(async (tx) => {
    const before = await existing(tx, body.idEmpresa, true);
    if (before.validada || before.bloqueada) {
      throw conflict('La empresa no está pendiente de validación.');
    }
    await repo.updateCompany(tx, before.id, { bloqueada: true, mensajeBloqueo: body.motivo });
    const ids = await repo.memberIds(tx, before.id);
    await repo.endSessions(tx, ids);
    await recordAudit(tx, {
      ...act,
      action: 'empresa.rechazar',
      entity: 'empresa',
      entityId: before.id,
      before: snapshot(before),
      after: { ...snapshot(before), bloqueada: true, mensajeBloqueo: body.motivo },
      reason: body.motivo,
    });
    const notices = await notifyMembers(ctx, tx, before.id, {
      titulo: 'Empresa no validada',
      texto: `El Servicio de Empleo no ha validado ${before.nombreComercial}. Motivo: ${body.motivo}`,
      en: {
        titulo: 'Company not validated',
        texto: `The careers office has not validated ${before.nombreComercial}. Reason: ${body.motivo}`,
      },
      importante: true,
    });
    return { sends: notices, members: ids };
  });
  forgetUsers(members);
  await sendAll(sends);
  return getStaffCompany(ctx, body.idEmpresa);
}

/**
 * Gestion/bloquearEmpresa: the company's users get code 9 with the message at the login, and
 * their open sessions end (session version raised).
 */
export async function blockCompany(
  ctx: AppContext,
  act: StaffAct,
  body: StaffBlockCompanyBody,
): Promise<StaffCompanyDetail> {
  const members = await ctx.db.transaction(async (tx) => {
    const before = await existing(tx, body.idEmpresa, true);
    await repo.updateCompany(tx, before.id, { bloqueada: true, mensajeBloqueo: body.mensaje });
    const ids = await repo.memberIds(tx, before.id);
    await repo.endSessions(tx, ids);
    await recordAudit(tx, {
      ...act,
      action: 'empresa.bloquear',
      entity: 'empresa',
      entityId: before.id,
      before: { bloqueada: before.bloqueada, mensajeBloqueo: before.mensajeBloqueo },
      after: { bloqueada: true, mensajeBloqueo: body.mensaje },
      reason: body.mensaje,
    });
    return ids;
  });
  forgetUsers(members);
  return getStaffCompany(ctx, body.idEmpresa);
}

/** Gestion/desbloquearEmpresa: its users may sign in again. */
export async function unblockCompany(
  ctx: AppContext,
  act: StaffAct,
  companyId: number,
): Promise<StaffCompanyDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await existing(tx, companyId, true);
    if (!before.bloqueada) {
      throw conflict('La empresa no está bloqueada.');
    }
    await repo.updateCompany(tx, companyId, { bloqueada: false, mensajeBloqueo: null });
    await recordAudit(tx, {
      ...act,
      action: 'empresa.desbloquear',
      entity: 'empresa',
      entityId: companyId,
      before: { bloqueada: true, mensajeBloqueo: before.mensajeBloqueo },
      after: { bloqueada: false, mensajeBloqueo: null },
    });
  });
  return getStaffCompany(ctx, companyId);
}

/** Gestion/editaEmpresa: the careers office corrects the company's data (33 for a bad CIF). */
export async function editCompany(
  ctx: AppContext,
  act: StaffAct,
  body: StaffEditCompanyBody,
): Promise<StaffCompanyDetail> {
  const cif = normalizeDocumentId(body.cif);
  if (!isValidCifOrNif(cif)) {
    throw new AppError(Codes.INVALID_TAX_ID, {
      httpStatus: 400,
      datos: {
        errores: [{ campo: 'cif', codigo: 'malformed', mensaje: 'El campo está mal formado' }],
      },
    });
  }
  const values = {
    cif,
    nombreComercial: body.nombreComercial,
    razonSocial: body.razonSocial,
    descripcion: body.descripcion ?? '',
    web: body.web ?? null,
    email: body.email ?? null,
    telefono: body.telefono ?? null,
    direccion: body.direccion ?? null,
    cp: body.cp ?? null,
  };
  const taken = () => conflict('Ya hay otra empresa con ese CIF: fusiónalas en lugar de editarla.');
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await existing(tx, body.idEmpresa, true);
      if (await repo.cifTakenByOther(tx, before.id, cif)) {
        throw taken();
      }
      await repo.updateCompany(tx, before.id, values);
      await recordAudit(tx, {
        ...act,
        action: 'empresa.editar',
        entity: 'empresa',
        entityId: before.id,
        before: snapshot(before),
        after: { ...snapshot(before), ...values },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw taken();
    }
    throw error;
  }
  return getStaffCompany(ctx, body.idEmpresa);
}

/**
 * Gestion/fusionarEmpresas: in one transaction every row that points at the duplicate (found in
 * the catalogue: offers, agreements, internships, invoices, contacts…) moves to the kept company,
 * its users join the kept company and the duplicate is deleted. Both must share the tax id.
 */
export async function mergeCompanies(
  ctx: AppContext,
  act: StaffAct,
  body: StaffMergeCompaniesBody,
): Promise<StaffMergeResult> {
  if (body.idEmpresaConservada === body.idEmpresaDuplicada) {
    throw conflict('Elige dos empresas distintas para fusionarlas.');
  }
  const merge = () =>
    ctx.db.transaction(async (tx) => {
      // Locked in id order, so two merges of the same pair cannot deadlock.
      const [first, second] = [body.idEmpresaConservada, body.idEmpresaDuplicada].sort(
        (a, b) => a - b,
      );
      const locked = new Map<number, repo.StaffCompanyDbRow>();
      for (const id of [first, second] as number[]) {
        locked.set(id, await existing(tx, id, true));
      }
      const keep = locked.get(body.idEmpresaConservada);
      const dup = locked.get(body.idEmpresaDuplicada);
      if (!keep || !dup) {
        throw new AppError(Codes.NOT_FOUND);
      }
      if (repo.taxKey(keep.cif) !== repo.taxKey(dup.cif)) {
        throw conflict('Solo se pueden fusionar empresas con el mismo CIF.');
      }
      const ids = await repo.memberIds(tx, dup.id);
      const moved: Record<string, number> = {
        company_users: await repo.moveMemberships(tx, keep.id, dup.id),
      };
      for (const ref of await repo.companyReferences(tx)) {
        if (ref.tabla === 'company_users') {
          continue;
        }
        const n = await repo.moveReferences(tx, ref, keep.id, dup.id);
        if (n > 0) {
          moved[ref.tabla] = (moved[ref.tabla] ?? 0) + n;
        }
      }
      if (dup.validada && !keep.validada) {
        await repo.updateCompany(tx, keep.id, { validada: true });
      }
      await repo.deleteCompany(tx, dup.id);
      await recordAudit(tx, {
        ...act,
        action: 'empresa.fusionar',
        entity: 'empresa',
        entityId: keep.id,
        before: { conservada: snapshot(keep), duplicada: { id: dup.id, ...snapshot(dup) } },
        after: { conservada: keep.id, movidos: moved },
      });
      return { movidos: moved, members: ids };
    });
  let merged: Awaited<ReturnType<typeof merge>>;
  try {
    merged = await merge();
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Nothing was moved: the transaction rolled back as a whole.
      throw conflict(
        'No se pueden fusionar: las dos empresas tienen datos repetidos (por ejemplo, un contacto con el mismo DNI). Corrígelos y vuelve a intentarlo.',
      );
    }
    throw error;
  }
  const { movidos, members } = merged;
  forgetUsers(members);
  return { idEmpresa: body.idEmpresaConservada, movidos };
}

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
  await after();
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

export async function listAccountRequests(ctx: AppContext): Promise<StaffAccountRequest[]> {
  const rows = await repo.pendingAccountRequests(ctx.db);
  const seen = new Set<number>();
  return rows.flatMap(({ request, existing }) => {
    // One row per request even if two old companies shared the tax id once normalised.
    if (seen.has(request.id)) {
      return [];
    }
    seen.add(request.id);
    const company =
      existing === null
        ? null
        : { idEmpresa: existing.id, nombreComercial: existing.nombreComercial, cif: existing.cif };
    return [
      {
        idSolicitud: request.id,
        cif: request.cif,
        nombreEmpresa: request.nombreEmpresa,
        nombre: request.nombre,
        apellidos: request.apellidos,
        email: request.email,
        telefono: request.telefono,
        mensaje: request.mensaje,
        fecha: toDdMmYyyy(request.createdAt),
        idEmpresaExistente: company?.idEmpresa ?? null,
        empresaExistente: company,
      },
    ];
  });
}

/** Gestion/aprobarSolicitudCuentaEmpresa: the accounts service creates and mails; audited within. */
export async function approveAccountRequest(
  ctx: AppContext,
  act: StaffAct,
  requestId: number,
): Promise<{ idEmpresa: number; idUsuario: number }> {
  const approved = await approveCompanyAccountRequest(ctx, requestId, (tx, done) =>
    recordAudit(tx, {
      ...act,
      action: 'empresa.solicitud.aprobar',
      entity: 'solicitud_cuenta_empresa',
      entityId: requestId,
      before: { estado: 'pendiente', cif: done.request.cif, email: done.request.email },
      after: { estado: 'aprobada', idEmpresa: done.companyId, idUsuario: done.userId },
    }),
  );
  return { idEmpresa: approved.companyId, idUsuario: approved.userId };
}

const rejectionMail = {
  es: (nombre: string, empresa: string, motivo: string) => ({
    subject: 'Solicitud de cuenta no aprobada',
    text: `Hola ${nombre}:\n\nEl Servicio de Empleo no ha aprobado la solicitud de cuenta de ${empresa} en el Portal de Empleo.\n\nMotivo: ${motivo}\n`,
  }),
  en: (nombre: string, empresa: string, motivo: string) => ({
    subject: 'Account request not approved',
    text: `Hello ${nombre},\n\nThe careers office has not approved the account request of ${empresa} on the Job Portal.\n\nReason: ${motivo}\n`,
  }),
};

/** Gestion/rechazarSolicitudCuentaEmpresa: closed with the reason, which the requester gets by mail. */
export async function rejectAccountRequest(
  ctx: AppContext,
  act: StaffAct,
  body: StaffRejectAccountRequestBody,
): Promise<void> {
  const send = await ctx.db.transaction(async (tx) => {
    const rejected = await repo.rejectAccountRequest(tx, body.idSolicitud);
    if (!rejected) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await recordAudit(tx, {
      ...act,
      action: 'empresa.solicitud.rechazar',
      entity: 'solicitud_cuenta_empresa',
      entityId: rejected.id,
      before: { estado: 'pendiente', cif: rejected.cif, email: rejected.email },
      after: { estado: 'rechazada' },
      reason: body.motivo,
    });
    const mail = rejectionMail[rejected.idioma](
      rejected.nombre,
      rejected.nombreEmpresa,
      body.motivo,
    );
    return queueAccountMail(ctx, { to: rejected.email, ...mail }, tx);
  });
  await send();
}
