import type { ErrorReportBody } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import * as repo from './error-reports.repository.ts';

const WEBHOOK_TIMEOUT_MS = 3000;
/** Stored reports are capped: a flood from one client cannot fill the database. */
export const MAX_STORED_REPORTS = 5000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

const isLocalHost = (host: string) =>
  LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.startsWith('127.');

/**
 * Reports from a portal running on localhost never reach the chat (spec 000 §7). `portalHost` is
 * the address the browser used to reach this portal; the report's own url (often a relative API
 * path) is read against it.
 */
export function isLocalUrl(url: string, portalHost?: string): boolean {
  const base = portalHost ? `http://${portalHost}` : undefined;
  let host: string;
  try {
    host = new URL(url, base).hostname.toLowerCase();
  } catch {
    return false;
  }
  const portal = base ? new URL(base).hostname.toLowerCase() : null;
  return isLocalHost(host) || (portal !== null && isLocalHost(portal));
}

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The short chat message: no `detalle`, which may hold personal data. */
export function webhookMessage(id: number, report: ErrorReportBody, userId: number | null) {
  const who = userId === null ? 'anónimo' : `usuario ${String(userId)}`;
  const what = report.mensaje ? ` — ${shorten(report.mensaje, 300)}` : '';
  return {
    text: `Portal de Empleo: error ${String(report.status)} en ${shorten(report.url, 300)}${what} (${who}, informe ${String(id)})`,
  };
}

/** Fire and forget: a slow or failing webhook is logged and never delays or fails the call. */
function forward(webhookUrl: string, body: unknown, log: FastifyBaseLogger): void {
  fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  })
    .then((res) => {
      if (!res.ok) {
        log.warn({ status: res.status }, 'error webhook answered with an error');
      }
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, 'error webhook failed');
    });
}

/** Stores and logs a client error report, and forwards it to the chat webhook when configured. */
export async function reportClientError(
  ctx: AppContext,
  report: ErrorReportBody,
  userId: number | null,
  log: FastifyBaseLogger,
  portalHost?: string,
): Promise<number> {
  const detalle = { mensaje: report.mensaje ?? null, detalle: report.detalle ?? null };
  const id = await repo.insertReport(ctx.db, {
    userId,
    status: report.status,
    url: report.url,
    detalle,
  });
  if (id > MAX_STORED_REPORTS) {
    await repo.trimReports(ctx.db, id, MAX_STORED_REPORTS);
  }
  log.warn(
    { errorReport: { id, status: report.status, url: report.url, userId } },
    'client error report',
  );
  const webhook = ctx.env.ERROR_WEBHOOK_URL;
  if (webhook && !isLocalUrl(report.url, portalHost)) {
    forward(webhook, webhookMessage(id, report, userId), log);
  }
  return id;
}
