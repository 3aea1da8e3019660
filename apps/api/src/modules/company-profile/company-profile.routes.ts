import { companyProfileCalls as calls, Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { sayCode } from '../../lib/language.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { cifExists, getCompanyData, updateCompanyData } from './company-profile.service.ts';
import {
  changeCompanyUserPassword,
  getCompanyUserProfile,
  updateCompanyUserProfile,
} from './company-user.service.ts';

/** /mi-empresa and /mi-perfil: the company profile, the user's own data. */
export const companyProfileRoutes = (ctx: AppContext) => [
  route(calls.company, async (request) =>
    envelope(await getCompanyData(ctx, currentCompanyId(request))),
  ),
  route(calls.saveCompany, async (request) =>
    envelope(await updateCompanyData(ctx, currentCompanyId(request), request.body)),
  ),
  route(
    calls.cifExists,
    async (request) => {
      const user = request.authUser;
      const own = user?.role === 'empresa' ? user.idEmpresa : null;
      return envelope(await cifExists(ctx, request.params.cif, request.params.clave, own));
    },
    { rateLimit: { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } },
  ),
  route(calls.user, async (request) =>
    envelope(await getCompanyUserProfile(ctx, currentUser(request).id, currentCompanyId(request))),
  ),
  route(calls.saveUser, async (request) =>
    envelope(
      await updateCompanyUserProfile(
        ctx,
        currentUser(request).id,
        currentCompanyId(request),
        request.body,
      ),
    ),
  ),
  route(calls.changePassword, async (request) =>
    envelope(
      await changeCompanyUserPassword(
        ctx,
        currentUser(request).id,
        currentCompanyId(request),
        request.body,
      ),
      sayCode(request, Codes.PASSWORD_CHANGED),
    ),
  ),
];
