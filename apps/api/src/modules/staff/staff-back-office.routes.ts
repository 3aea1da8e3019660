import {
  staffApplicationCalls as applicationCalls,
  staffCompanyCalls as companyCalls,
  staffOfferCalls as offerCalls,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { envelope } from '../../plugins/envelope.ts';
import { staffAct } from './staff-act.ts';
import { exportStaffApplications, exportStaffInternships } from './staff-applications-export.ts';
import {
  changeStaffApplicationState,
  getStaffApplication,
  downloadInternshipDocument,
  getStaffInternship,
  listStaffApplications,
  listStaffInternships,
} from './staff-applications.service.ts';
import {
  addCompanyUser,
  approveAccountRequest,
  blockCompany,
  editCompany,
  exportStaffCompanies,
  getStaffCompany,
  listAccountRequests,
  listStaffCompanies,
  mergeCompanies,
  rejectAccountRequest,
  rejectCompany,
  removeCompanyUser,
  unblockCompany,
} from './staff-companies-admin.service.ts';
import {
  closeStaffOffer,
  editPendingOffer,
  exportStaffOffers,
  requestOfferChanges,
} from './staff-offers-admin.service.ts';

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

/** /gestion/ofertas: beyond validate/reject (staff.routes.ts). */
export const staffOfferAdminRoutes = (ctx: AppContext) => [
  route(offerCalls.edit, async (request) =>
    envelope(
      await editPendingOffer(ctx, staffAct(request), request.body),
      'La oferta se ha guardado.',
    ),
  ),
  route(offerCalls.requestChanges, async (request) =>
    envelope(
      await requestOfferChanges(ctx, staffAct(request), request.body),
      'Se han pedido los cambios a la empresa.',
    ),
  ),
  route(offerCalls.close, async (request) =>
    envelope(
      await closeStaffOffer(ctx, staffAct(request), request.body.idOferta),
      'La oferta se ha cerrado.',
    ),
  ),
  route(offerCalls.export, async (request, reply) =>
    sendPrivateFile(reply, await exportStaffOffers(ctx, request.query, language(request))),
  ),
];

/** /gestion/candidaturas and /gestion/practicas. */
export const staffApplicationRoutes = (ctx: AppContext) => [
  route(applicationCalls.list, async (request) =>
    envelope(await listStaffApplications(ctx, request.query)),
  ),
  route(applicationCalls.detail, async (request) =>
    envelope(await getStaffApplication(ctx, request.params.id)),
  ),
  route(applicationCalls.changeState, async (request) =>
    envelope(
      await changeStaffApplicationState(ctx, staffAct(request), request.body),
      'El estado de la candidatura se ha cambiado.',
    ),
  ),
  route(applicationCalls.export, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportStaffApplications(ctx, staffAct(request), request.query, language(request)),
    ),
  ),
  route(applicationCalls.internships, async (request) =>
    envelope(await listStaffInternships(ctx, request.query)),
  ),
  route(applicationCalls.internship, async (request) =>
    envelope(await getStaffInternship(ctx, request.params.id)),
  ),
  route(applicationCalls.internshipDocument, async (request, reply) =>
    sendPrivateFile(
      reply,
      await downloadInternshipDocument(ctx, staffAct(request), request.params.id),
    ),
  ),
  route(applicationCalls.exportInternships, async (request, reply) =>
    sendPrivateFile(
      reply,
      await exportStaffInternships(ctx, staffAct(request), request.query, language(request)),
    ),
  ),
];
