import {
  billingAccountBodySchema,
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
import { addBillingAccount, listBillingAccounts } from './billing-accounts.service.ts';

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
  };
