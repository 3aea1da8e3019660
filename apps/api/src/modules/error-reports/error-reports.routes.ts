import { errorReportCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';
import { reportClientError } from './error-reports.service.ts';

/** The web client's "send error info" . */
export const errorReportRoutes = (ctx: AppContext) => [
  route(
    calls.report,
    async (request) => {
      const userId = request.authUser?.id ?? null;
      return envelope({
        idInforme: await reportClientError(ctx, request.body, userId, request.log, request.host),
      });
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' }, bodyLimit: 16 * 1024 },
  ),
];
