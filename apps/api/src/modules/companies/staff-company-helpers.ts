// What the staff actions on a company share: its audit snapshot, the notices to its users and
// the end of their sessions.
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { forgetMemberships } from './membership.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';
import { forgetAccountState } from '../users/account-state.ts';
import type { Send } from '../../lib/send-in-background.ts';
import * as repo from './staff-companies-admin.repository.ts';

/** What the audit keeps of a company (its own data, not the counters). */
export const snapshot = (row: repo.StaffCompanyDbRow) => ({
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

export async function notifyMembers(
  ctx: AppContext,
  tx: Db,
  companyId: number,
  notice: UserNotice,
) {
  const sends: Send[] = [];
  for (const userId of await repo.memberIds(tx, companyId)) {
    sends.push(await notifyUser(ctx, userId, notice, tx));
  }
  return sends;
}

/** Ends the sessions of the users of a company now, in this process at once, in others within 10 s. */
export function forgetUsers(userIds: readonly number[]) {
  for (const id of userIds) {
    forgetAccountState(id);
    forgetMemberships(id);
  }
}
