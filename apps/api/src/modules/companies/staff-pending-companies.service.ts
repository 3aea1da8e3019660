import { Codes, pathFor, type StaffCompanyItem } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { recordAudit } from '../audit/audit.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-pending-companies.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

const toStaffCompanyItem = (row: repo.PendingCompanyRow): StaffCompanyItem => ({
  idEmpresa: row.id,
  cif: row.cif,
  nombreComercial: row.nombreComercial,
  razonSocial: row.razonSocial,
  email: row.email,
  telefono: row.telefono,
  fechaAlta: toDdMmYyyy(row.createdAt),
  validada: row.validada,
  bloqueada: row.bloqueada,
  numOfertasPendientes: row.numOfertasPendientes,
});

/** Gestion/dameEmpresasPendientes: companies waiting for the careers office. */
export async function listPendingCompanies(ctx: AppContext): Promise<StaffCompanyItem[]> {
  return (await repo.listPendingCompanies(ctx.db)).map(toStaffCompanyItem);
}

/** Gestion/validarEmpresa: the company may publish from now on; its users are told. */
export async function validateCompany(
  ctx: AppContext,
  act: StaffAct,
  companyId: number,
): Promise<void> {
  const emails = await ctx.db.transaction(async (tx) => {
    const company = await repo.validateCompany(tx, companyId);
    if (!company) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await recordAudit(tx, {
      ...act,
      action: 'empresa.validar',
      entity: 'empresa',
      entityId: companyId,
      before: { validada: false },
      after: { validada: true },
    });
    const sent = [];
    for (const userId of await repo.companyUserIds(tx, companyId)) {
      sent.push(
        await notifyUser(
          ctx,
          userId,
          {
            titulo: 'Empresa validada',
            texto: `El Servicio de Empleo ha validado ${company.nombreComercial}. Ya puedes publicar ofertas.`,
            en: {
              titulo: 'Company validated',
              texto: `The careers office has validated ${company.nombreComercial}. You can now publish offers.`,
            },
            urlAcceso: pathFor('mi_empresa'),
          },
          tx,
        ),
      );
    }
    return sent;
  });
  for (const send of emails) {
    sendInBackground(send);
  }
}
