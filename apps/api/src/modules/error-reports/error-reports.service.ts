import type { ErrorReportBody } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import * as repo from './error-reports.repository.ts';

/** Stored reports are capped: a flood from one client cannot fill the database. */
export const MAX_STORED_REPORTS = 5000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

const isLocalHost = (host: string) =>
  LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.startsWith('127.');

/**
 * Reports from a portal running on localhost never reach the chat: a page of such a portal
 * reports its own localhost address, or a relative API path, which is read against the address
 * the browser used to reach the portal (`portalHost`).
 */
export function isLocalUrl(url: string, portalHost?: string): boolean {
  const base = portalHost ? `http://${portalHost}` : undefined;
  let host: string;
  try {
    host = new URL(url, base).hostname.toLowerCase();
  } catch {
    return false;
  }
  return isLocalHost(host);
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

/** Stores and logs a client error report, and forwards it to the chat webhook when configured. */
export async function reportClientError(
  ctx: AppContext,
  report: ErrorReportBody,
  userId: number | null,
  log: FastifyBaseLogger,
  portalHost?: string,
): Promise<number> {
  const detalle = { mensaje: report.mensaje ?? null, detalle: report.detalle ?? null };
  const webhook = ctx.env.ERROR_WEBHOOK_URL;
  const { id, outboxId } = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertReport(tx, {
      userId,
      status: report.status,
      url: report.url,
      detalle,
    });
    const forwarded =
      webhook && !isLocalUrl(report.url, portalHost)
        ? await ctx.outbox.enqueueWebhook(tx, {
            url: webhook,
            body: webhookMessage(inserted, report, userId),
          })
        : null;
    return { id: inserted, outboxId: forwarded };
  });
  if (id > MAX_STORED_REPORTS) {
    await repo.trimReports(ctx.db, id, MAX_STORED_REPORTS);
  }
  log.warn(
    { errorReport: { id, status: report.status, url: report.url, userId } },
    'client error report',
  );
  if (outboxId !== null) {
    // Not awaited: a slow chat never delays the answer; the outbox retries a failed call.
    void ctx.outbox.deliver([outboxId]);
  }
  return id;
}
