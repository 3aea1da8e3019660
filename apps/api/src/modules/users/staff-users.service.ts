import { randomBytes } from 'node:crypto';
import {
  Codes,
  pathFor,
  filterStaffUsers,
  type staffUserExportQuerySchema,
  type StaffUserInviteBody,
  type StaffUserItem,
  type StaffUserRoleBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { issueAccountToken } from '../accounts/account-tokens.ts';
import { publicUrl, queueAccountMail, type Language } from '../accounts/accounts.mail.ts';
import { recordAudit } from '../audit/audit.ts';
import { forgetAccountState } from './account-state.ts';
import * as repo from './staff-users.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

/** The page the invitation link opens. */
export const STAFF_SET_PASSWORD_PAGE = pathFor('gestion_establecer_password');

const toItem = (row: repo.StaffUserRow, me: number): StaffUserItem => ({
  idUsuario: row.id,
  email: row.email,
  nombre: row.nombre,
  apellidos: row.apellidos,
  rol: row.staffRole ?? 'gestor',
  estado: row.estado,
  invitacionPendiente: row.invitacionPendiente,
  ultimoAcceso: row.lastLoginAt?.toISOString() ?? null,
  alta: row.createdAt.toISOString(),
  esUsted: row.id === me,
});

/** What the log keeps of a staff user (never hashes or tokens). */
const auditView = (row: repo.StaffUserRow) => ({
  email: row.email,
  nombre: row.nombre,
  apellidos: row.apellidos,
  rol: row.staffRole,
  estado: row.estado,
});

const texts = {
  es: {
    subject: 'Invitación a la gestión del Portal de Empleo',
    body: (nombre: string, rol: string, link: string) =>
      `Hola ${nombre}:\n\nTe han dado acceso a la gestión del Portal de Empleo como ${rol}. Para empezar, elige tu contraseña en este enlace (caduca en 7 días y solo se puede usar una vez):\n\n${link}\n\nDespués entra en la gestión con tu correo y esa contraseña.\n`,
    roles: { administrador: 'administrador/a', gestor: 'gestor/a' },
  },
  en: {
    subject: 'Invitation to the Job Portal back-office',
    body: (nombre: string, rol: string, link: string) =>
      `Hello ${nombre},\n\nYou have been given access to the Job Portal back-office as ${rol}. To start, choose your password at this link (it expires in 7 days and works only once):\n\n${link}\n\nThen sign in to the back-office with your email and that password.\n`,
    roles: { administrador: 'administrator', gestor: 'manager' },
  },
} as const;

/** Issues the link and writes its mail with `db`; answers the function that sends it after commit. */
async function queueInvitation(
  ctx: AppContext,
  db: Db,
  row: repo.StaffUserRow,
  language: Language,
) {
  const token = await issueAccountToken(db, row.id, 'set_password');
  const link = `${publicUrl(ctx)}${STAFF_SET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
  const text = texts[language];
  return queueAccountMail(
    ctx,
    {
      to: row.email,
      subject: text.subject,
      text: text.body(row.nombre, text.roles[row.staffRole ?? 'gestor'], link),
    },
    db,
  );
}

async function mustFind(db: Db, id: number): Promise<repo.StaffUserRow> {
  const row = await repo.findStaff(db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return row;
}

const lastAdministrator = () =>
  conflict(
    'El portal debe tener siempre al menos un administrador activo. Nombra antes a otro administrador.',
    'The portal must always have at least one active administrator. Appoint another administrator first.',
  );

export async function listStaffUsers(ctx: AppContext, me: AuthUser): Promise<StaffUserItem[]> {
  return (await repo.listStaff(ctx.db)).map((row) => toItem(row, me.id));
}

const roleLabel = { administrador: 'Administrador', gestor: 'Gestor' } as const;
const stateLabel = { activo: 'Activo', bloqueado: 'Bloqueado', baja: 'Desactivado' } as const;

/**
 * Gestion/exportaUsuariosGestion: the staff users as their page shows them searched (every word in
 * the name or email) and filtered by role and state, role and state in the request's language.
 */
export async function exportStaffUsers(
  ctx: AppContext,
  query: z.output<typeof staffUserExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  // The list's items (whose `esUsted` no column shows), searched and filtered as the page does.
  const rows = filterStaffUsers(
    (await repo.listStaff(ctx.db)).map((row) => toItem(row, 0)),
    query,
  );
  return tableFile(
    {
      sheet: 'Usuarios',
      header: [
        'Email',
        'Nombre',
        'Apellidos',
        'Rol',
        'Estado',
        'Invitación pendiente',
        'Último acceso',
        'Alta',
      ],
      rows: rows.map((r) => [
        r.email,
        r.nombre,
        r.apellidos,
        exportText(roleLabel[r.rol], lang),
        exportText(stateLabel[r.estado], lang),
        exportText(r.invitacionPendiente ? 'sí' : 'no', lang),
        r.ultimoAcceso ?? '',
        r.alta,
      ]),
    },
    query.formato,
    'usuarios-gestion',
    lang,
  );
}

/** Creates the staff account (no usable password) and mails a set-password link. */
export async function inviteStaffUser(
  ctx: AppContext,
  me: AuthUser,
  body: StaffUserInviteBody,
  language: Language,
  requestId: string,
): Promise<StaffUserItem> {
  const email = body.email.trim().toLowerCase();
  // Nobody knows this password: the account is usable only once the link sets one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { row, send } = await ctx.db.transaction(async (tx) => {
    if (await repo.findStaffByEmail(tx, email)) {
      throw new AppError(Codes.EMAIL_ALREADY_REGISTERED);
    }
    const id = await repo.insertStaff(tx, {
      email,
      nombre: body.nombre,
      apellidos: body.apellidos,
      staffRole: body.rol,
      passwordHash,
    });
    const created = await mustFind(tx, id);
    await recordAudit(tx, {
      actor: me,
      action: 'usuario_gestion.invitar',
      entity: 'usuario_gestion',
      entityId: id,
      after: auditView(created),
      requestId,
    });
    return { row: created, send: await queueInvitation(ctx, tx, created, language) };
  });
  sendInBackground(send);
  return toItem(await mustFind(ctx.db, row.id), me.id);
}

export async function resendStaffInvitation(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  language: Language,
  requestId: string,
): Promise<StaffUserItem> {
  const row = await mustFind(ctx.db, id);
  if (row.lastLoginAt !== null || !(await repo.hasUnusedInvitation(ctx.db, id))) {
    throw conflict(
      'Este usuario ya ha elegido su contraseña: no necesita otra invitación.',
      'This user has already chosen a password: no new invitation is needed.',
    );
  }
  const send = await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: me,
      action: 'usuario_gestion.reenviar_invitacion',
      entity: 'usuario_gestion',
      entityId: id,
      requestId,
    });
    return queueInvitation(ctx, tx, row, language);
  });
  sendInBackground(send);
  return toItem(await mustFind(ctx.db, id), me.id);
}

/**
 * Changes a staff user's role or state in one transaction with its audit row. The active
 * administrators are locked first; a change that would leave none answers 515 (409).
 */
async function changeStaff(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  change: { staffRole?: 'administrador' | 'gestor'; estado?: 'activo' | 'baja' },
  action: string,
  requestId: string,
): Promise<StaffUserItem> {
  const after = await ctx.db.transaction(async (tx) => {
    const administrators = await repo.lockActiveAdministrators(tx);
    const before = await mustFind(tx, id);
    const stillAdmin =
      (change.staffRole ?? before.staffRole) === 'administrador' &&
      (change.estado ?? before.estado) === 'activo';
    if (administrators.includes(id) && !stillAdmin && administrators.length <= 1) {
      throw lastAdministrator();
    }
    await repo.updateStaff(tx, id, { ...change, endSessions: change.estado === 'baja' });
    const updated = await mustFind(tx, id);
    await recordAudit(tx, {
      actor: me,
      action,
      entity: 'usuario_gestion',
      entityId: id,
      before: auditView(before),
      after: auditView(updated),
      requestId,
    });
    return updated;
  });
  forgetAccountState(id);
  return toItem(after, me.id);
}

export const changeStaffRole = (
  ctx: AppContext,
  me: AuthUser,
  body: StaffUserRoleBody,
  requestId: string,
) =>
  changeStaff(
    ctx,
    me,
    body.idUsuario,
    { staffRole: body.rol },
    'usuario_gestion.cambiar_rol',
    requestId,
  );

export const deactivateStaffUser = (ctx: AppContext, me: AuthUser, id: number, requestId: string) =>
  changeStaff(ctx, me, id, { estado: 'baja' }, 'usuario_gestion.desactivar', requestId);

export const reactivateStaffUser = (ctx: AppContext, me: AuthUser, id: number, requestId: string) =>
  changeStaff(ctx, me, id, { estado: 'activo' }, 'usuario_gestion.reactivar', requestId);
