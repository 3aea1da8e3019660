import { staffBrandCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import {
  getStaffBrand,
  listPrivacyVersions,
  publishPrivacyText,
  saveBrand,
  setMaintenance,
} from './staff-brand.service.ts';
import { say } from '../../lib/language.ts';

/** Brand, maintenance switch and privacy texts: administrators only. */
export const staffBrandRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.brand, async () => envelope(await getStaffBrand(ctx))),
  route(calls.saveBrand, async (request) =>
    envelope(
      await saveBrand(ctx, currentUser(request), request.body, request.id),
      say(request, {
        es: 'La configuración de la marca se ha guardado.',
        en: 'The brand settings have been saved.',
      }),
    ),
  ),
  route(calls.maintenance, async (request) =>
    envelope(
      await setMaintenance(ctx, currentUser(request), request.body.mantenimiento, request.id),
      request.body.mantenimiento
        ? say(request, {
            es: 'El modo mantenimiento está activado.',
            en: 'Maintenance mode is on.',
          })
        : say(request, {
            es: 'El modo mantenimiento está desactivado.',
            en: 'Maintenance mode is off.',
          }),
    ),
  ),
  route(calls.privacyVersions, async () => envelope(await listPrivacyVersions(ctx))),
  route(calls.publishPrivacy, async (request) =>
    envelope(
      await publishPrivacyText(ctx, currentUser(request), request.body, request.id),
      say(request, {
        es: 'Se ha publicado la nueva versión. Todos los usuarios la aceptarán al iniciar sesión.',
        en: 'The new version has been published. Every user will accept it when signing in.',
      }),
    ),
  ),
];
