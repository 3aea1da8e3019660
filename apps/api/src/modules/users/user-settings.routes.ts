import { userSettingsCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { saveUserLanguage } from './user-language.ts';

export const userSettingsRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.saveLanguage, async (request) => {
    await saveUserLanguage(ctx.db, currentUser(request).id, request.body.idioma);
    return envelope(null);
  }),
];
