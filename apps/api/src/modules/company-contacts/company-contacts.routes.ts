import { companyContactCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { say, sayCode } from '../../lib/language.ts';
import { currentCompanyId } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  addManagementContact,
  deleteManagementContact,
  editManagementContact,
  listManagementContacts,
} from './company-contacts.service.ts';

/** Management contacts of the company. */
export const companyContactRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) =>
    envelope(await listManagementContacts(ctx, currentCompanyId(request))),
  ),
  route(calls.add, async (request) =>
    envelope(
      await addManagementContact(ctx, currentCompanyId(request), request.body),
      sayCode(request, Codes.CONTACT_ADDED),
    ),
  ),
  route(calls.edit, async (request) => {
    const { idContacto, ...contact } = request.body;
    return envelope(
      await editManagementContact(ctx, currentCompanyId(request), idContacto, contact),
      say(request, {
        es: 'El contacto de gestión se ha guardado correctamente.',
        en: 'The management contact has been saved.',
      }),
    );
  }),
  route(calls.remove, async (request) => {
    await deleteManagementContact(ctx, currentCompanyId(request), request.body.idContacto);
    return envelope(
      null,
      say(request, {
        es: 'El contacto de gestión se ha eliminado.',
        en: 'The management contact has been deleted.',
      }),
    );
  }),
];
