import {
  Codes,
  type StaffAccountRequest,
  type StaffRejectAccountRequestBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { queueAccountMail } from '../accounts/accounts.mail.ts';
import { approveCompanyAccountRequest } from '../accounts/company-requests.service.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-companies-admin.repository.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

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
  sendInBackground(send);
}
