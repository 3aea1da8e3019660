import { errorReportCalls, type ErrorReportBody } from '@portal/contracts';
import { currentLanguage } from './i18n.ts';

/**
 * Posts an error report to the declared call. Loaded only when something failed, so the
 * declaration's schemas stay out of the first page's JavaScript.
 */
export function sendErrorReport(report: ErrorReportBody): Promise<unknown> {
  return fetch(errorReportCalls.report.path, {
    method: errorReportCalls.report.method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': currentLanguage(),
    },
    body: JSON.stringify(report),
    keepalive: true,
  });
}
