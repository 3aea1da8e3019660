import { staffCalls as calls, staffCompanyCalls as companyCalls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, say } from '../../lib/language.ts';
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
      say(request, {
        es: 'La empresa se ha rechazado. Sus usuarios verán el motivo al iniciar sesión.',
        en: 'The company has been rejected. Its users will see the reason when they sign in.',
      }),
    ),
  ),
  route(companyCalls.block, async (request) =>
    envelope(
      await blockCompany(ctx, staffAct(request), request.body),
      say(request, { es: 'La empresa se ha bloqueado.', en: 'The company has been blocked.' }),
    ),
  ),
  route(companyCalls.unblock, async (request) =>
    envelope(
      await unblockCompany(ctx, staffAct(request), request.body.idEmpresa),
      say(request, { es: 'La empresa se ha desbloqueado.', en: 'The company has been unblocked.' }),
    ),
  ),
  route(companyCalls.edit, async (request) =>
    envelope(
      await editCompany(ctx, staffAct(request), request.body),
      say(request, {
        es: 'Los datos de la empresa se han guardado.',
        en: "The company's details have been saved.",
      }),
    ),
  ),
  route(companyCalls.merge, async (request) =>
    envelope(
      await mergeCompanies(ctx, staffAct(request), request.body),
      say(request, { es: 'Las empresas se han fusionado.', en: 'The companies have been merged.' }),
    ),
  ),
  route(companyCalls.addUser, async (request) =>
    envelope(
      await addCompanyUser(ctx, staffAct(request), request.body),
      say(request, {
        es: 'El usuario se ha añadido a la empresa.',
        en: 'The user has been added to the company.',
      }),
    ),
  ),
  route(companyCalls.removeUser, async (request) =>
    envelope(
      await removeCompanyUser(ctx, staffAct(request), request.body),
      say(request, {
        es: 'El usuario ya no pertenece a la empresa.',
        en: 'The user no longer belongs to the company.',
      }),
    ),
  ),
  route(companyCalls.accountRequests, async () => envelope(await listAccountRequests(ctx))),
  route(companyCalls.approveAccountRequest, async (request) =>
    envelope(
      await approveAccountRequest(ctx, staffAct(request), request.body.idSolicitud),
      say(request, {
        es: 'La solicitud se ha aprobado. El usuario recibirá un correo para elegir su contraseña.',
        en: 'The request has been approved. The user will receive an email to choose a password.',
      }),
    ),
  ),
  route(companyCalls.rejectAccountRequest, async (request) => {
    await rejectAccountRequest(ctx, staffAct(request), request.body);
    return envelope(
      null,
      say(request, { es: 'La solicitud se ha rechazado.', en: 'The request has been rejected.' }),
    );
  }),
];

/** Companies waiting for the careers office's validation. */
export const staffPendingCompanyRoutes = (ctx: AppContext) => [
  route(calls.pendingCompanies, async () => envelope(await listPendingCompanies(ctx))),
  route(calls.validateCompany, async (request) => {
    await validateCompany(ctx, staffAct(request), request.body.idEmpresa);
    return envelope(
      null,
      say(request, { es: 'La empresa se ha validado.', en: 'The company has been validated.' }),
    );
  }),
];
