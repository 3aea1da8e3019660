import {
  Codes,
  envelopeSchema,
  managementContactBodySchema,
  managementContactDeleteBodySchema,
  managementContactEditBodySchema,
  managementContactMapSchema,
  managementContactSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentCompanyId } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  addManagementContact,
  deleteManagementContact,
  editManagementContact,
  listManagementContacts,
} from './company-contacts.service.ts';

const config = { auth: 'empresa' as const };
const tags = ['Contactos de gestión'];
const contactResponse = { 200: envelopeSchema(managementContactSchema) };

/** Management contacts of the company (000 §3, §5, §7; issue 5 item 6). */
export const companyContactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Empresa/dameContactosConveniosEmpresa',
      { config, schema: { tags, response: { 200: envelopeSchema(managementContactMapSchema) } } },
      async (request) => envelope(await listManagementContacts(ctx, currentCompanyId(request))),
    );
    app.post(
      '/api/Empresa/addContactoEmpresa',
      { config, schema: { tags, body: managementContactBodySchema, response: contactResponse } },
      async (request) =>
        envelope(
          await addManagementContact(ctx, currentCompanyId(request), request.body),
          statusMessage(Codes.CONTACT_ADDED, requestLanguage(request)).cuerpo,
        ),
    );
    app.post(
      '/api/Empresa/editaContactoEmpresa',
      {
        config,
        schema: { tags, body: managementContactEditBodySchema, response: contactResponse },
      },
      async (request) => {
        const { idContacto, ...contact } = request.body;
        return envelope(
          await editManagementContact(ctx, currentCompanyId(request), idContacto, contact),
          'El contacto de gestión se ha guardado correctamente.',
        );
      },
    );
    app.post(
      '/api/Empresa/eliminaContactoEmpresa',
      {
        config,
        schema: {
          tags,
          body: managementContactDeleteBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await deleteManagementContact(ctx, currentCompanyId(request), request.body.idContacto);
        return envelope(null, 'El contacto de gestión se ha eliminado.');
      },
    );
  };
