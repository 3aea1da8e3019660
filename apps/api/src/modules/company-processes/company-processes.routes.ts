import { companyProcessCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { currentCompanyId } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { listCompanyProcesses } from './company-processes.service.ts';

/**
 * The company's offers (processes) with candidate counts, deadline, actions and the filters of
 * "my offers".
 */
export const companyProcessRoutes = (ctx: AppContext) => [
  route(calls.list, async (request) =>
    envelope(await listCompanyProcesses(ctx, currentCompanyId(request), request.query)),
  ),
];
