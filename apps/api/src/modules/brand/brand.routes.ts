import { gzipSync } from 'node:zlib';
import { brandCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';

/**
 * The answer of one settings object, checked against the declaration and serialised once: the
 * settings are cached (brand service), so every call until the next change sends the same bytes
 * without validating and serialising them again (a cached call's overhead).
 */
const serialised = new WeakMap<object, { body: string; gzip: Buffer }>();

function configBody(settings: object): { body: string; gzip: Buffer } {
  let entry = serialised.get(settings);
  if (entry === undefined) {
    const body = JSON.stringify(envelope(calls.config.response.parse(settings)));
    // Gzipped once too: compressing 1.7 KB on every call cost more than the rest of it.
    entry = { body, gzip: gzipSync(body) };
    serialised.set(settings, entry);
  }
  return entry;
}

/**
 * The answer of dameConfiguracion as the call sends it (its JSON envelope), for the pages the
 * server sends, which carry it (plugins/web.ts).
 */
export async function brandSettingsJson(ctx: AppContext): Promise<string> {
  return configBody(await ctx.brand.get()).body;
}

/** Brand settings and the maintenance flag, read by the web client before anything else. */
export const brandRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.config, async (request, reply) => {
    const entry = configBody(await ctx.brand.get());
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  }),
];
