import { staffCalls as calls, staffCompanyCalls as companyCalls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import { staffAct } from '../audit/staff-act.ts';
import { addCompanyUser, removeCompanyUser } from './staff-company-users.ts';
import {
  approveAccountRequest,
  listAccountRequests,
  rejectAccountRequest,
} from './staff-account-requests.ts';
import { blockCompany, rejectCompany, unblockCompany } from './staff-company-decisions.ts';
import { editCompany } from './staff-company-edit.ts';
import { exportStaffCompanies, listStaffCompanies } from './staff-company-list.ts';
import { getStaffCompany } from './staff-company-sheet.ts';
import { mergeCompanies } from './staff-company-merge.ts';
import { listPendingCompanies, validateCompany } from './staff-pending-companies.service.ts';

/** /gestion/empresas: companies and account requests; every action audited. */
export const staffCompanyRoutes = (ctx: AppContext) => [
  route(companyCalls.list, async (request) =>
    envelope(await listStaffCompanies(ctx, request.query)),
  ),
  route(companyCalls.detail, async (request) =>
    envelope(await getStaffCompany(ctx, request.params.id)),
  ),
  route(companyCalls.export, async (request, reply) =>
    sendPrivateFile(reply, await exportStaffCompanies(ctx, request.query, language(request))),
  ),
  route(companyCalls.reject, async (request) =>
    envelope(
      await rejectCompany(ctx, staffAct(request), request.body),
      'La empresa se ha rechazado. Sus usuarios verán el motivo al iniciar sesión.',
    ),
  ),
  route(companyCalls.block, async (request) =>
    envelope(
      await blockCompany(ctx, staffAct(request), request.body),
      'La empresa se ha bloqueado.',
    ),
  ),
  route(companyCalls.unblock, async (request) =>
    envelope(
      await unblockCompany(ctx, staffAct(request), request.body.idEmpresa),
      'La empresa se ha desbloqueado.',
    ),
  ),
  route(companyCalls.edit, async (request) =>
    envelope(
      await editCompany(ctx, staffAct(request), request.body),
      'Los datos de la empresa se han guardado.',
    ),
  ),
  route(companyCalls.merge, async (request) =>
    envelope(
      await mergeCompanies(ctx, staffAct(request), request.body),
      'Las empresas se han fusionado.',
    ),
  ),
  route(companyCalls.addUser, async (request) =>
    envelope(
      await addCompanyUser(ctx, staffAct(request), request.body),
      'El usuario se ha añadido a la empresa.',
    ),
  ),
  route(companyCalls.removeUser, async (request) =>
    envelope(
      await removeCompanyUser(ctx, staffAct(request), request.body),
      'El usuario ya no pertenece a la empresa.',
    ),
  ),
  route(companyCalls.accountRequests, async () => envelope(await listAccountRequests(ctx))),
  route(companyCalls.approveAccountRequest, async (request) =>
    envelope(
      await approveAccountRequest(ctx, staffAct(request), request.body.idSolicitud),
      'La solicitud se ha aprobado. El usuario recibirá un correo para elegir su contraseña.',
    ),
  ),
  route(companyCalls.rejectAccountRequest, async (request) => {
    await rejectAccountRequest(ctx, staffAct(request), request.body);
    return envelope(null, 'La solicitud se ha rechazado.');
  }),
];

/** Companies waiting for the careers office's validation. */
export const staffPendingCompanyRoutes = (ctx: AppContext) => [
  route(calls.pendingCompanies, async () => envelope(await listPendingCompanies(ctx))),
  route(calls.validateCompany, async (request) => {
    await validateCompany(ctx, staffAct(request), request.body.idEmpresa);
    return envelope(null, 'La empresa se ha validado.');
  }),
];
