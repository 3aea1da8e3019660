import { staffDocumentSettingsCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { getDocumentSettings, saveDocumentSettings } from './document-settings.ts';
import { say } from '../../lib/language.ts';

/** The university's data in agreements and invoices: administrators only (calls' auth). */
export const documentSettingsRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.get, async () => envelope(await getDocumentSettings(ctx))),
  route(calls.save, async (request) =>
    envelope(
      await saveDocumentSettings(ctx, currentUser(request), request.body, request.id),
      say(request, {
        es: 'Los datos de la universidad para convenios y facturas se han guardado.',
        en: "The university's details for agreements and invoices have been saved.",
      }),
    ),
  ),
];
