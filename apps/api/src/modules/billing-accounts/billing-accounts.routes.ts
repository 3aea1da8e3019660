import {
  billingAccountBodySchema,
  billingAccountDeleteBodySchema,
  billingAccountEditBodySchema,
  billingAccountSchema,
  Codes,
  envelopeSchema,
  statusMessage,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { currentCompanyId } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  addBillingAccount,
  deleteBillingAccount,
  editBillingAccount,
  listBillingAccounts,
} from './billing-accounts.service.ts';

const config = { auth: 'empresa' as const };
const tags = ['Cuentas de facturación'];

/** Billing (fiscal) accounts of the company (000 §3, §5, §7; issue 5 item 6). */
export const billingAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Empresa/dameCuentasFacturacion',
      {
        config,
        schema: { tags, response: { 200: envelopeSchema(z.array(billingAccountSchema)) } },
      },
      async (request) => envelope(await listBillingAccounts(ctx, currentCompanyId(request))),
    );
    app.post(
      '/api/Empresa/addCuentaFacturacion',
      {
        config,
        schema: {
          tags,
          body: billingAccountBodySchema,
          response: { 200: envelopeSchema(billingAccountSchema) },
        },
      },
      async (request) =>
        envelope(
          await addBillingAccount(ctx, currentCompanyId(request), request.body),
          statusMessage(Codes.BILLING_ACCOUNT_ADDED, requestLanguage(request)).cuerpo,
        ),
    );
    app.post(
      '/api/Empresa/editaCuentaFacturacion',
      {
        config,
        schema: {
          tags,
          body: billingAccountEditBodySchema,
          response: { 200: envelopeSchema(billingAccountSchema) },
        },
      },
      async (request) => {
        const { idCuenta, ...account } = request.body;
        return envelope(
          await editBillingAccount(ctx, currentCompanyId(request), idCuenta, account),
          'La cuenta de facturación se ha guardado correctamente.',
        );
      },
    );
    app.post(
      '/api/Empresa/eliminaCuentaFacturacion',
      {
        config,
        schema: {
          tags,
          body: billingAccountDeleteBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await deleteBillingAccount(ctx, currentCompanyId(request), request.body.idCuenta);
        return envelope(null, 'La cuenta de facturación se ha eliminado.');
      },
    );
  };
