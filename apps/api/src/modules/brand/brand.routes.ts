import { brandCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { envelope } from '../../plugins/envelope.ts';

/**
 * The answer of one settings object, checked against the declaration and serialised once: the
 * settings are cached (brand service), so every call until the next change sends the same bytes
 * without validating and serialising them again (issue 18: a cached call's overhead).
 */
const serialised = new WeakMap<object, string>();

function configBody(settings: object): string {
  let body = serialised.get(settings);
  if (body === undefined) {
    body = JSON.stringify(envelope(calls.config.response.parse(settings)));
    serialised.set(settings, body);
  }
  return body;
}

/** Brand settings and the maintenance flag, read by the web client before anything else. */
export const brandRoutes = (ctx: AppContext): BoundRoute[] => [
  route(calls.config, async (_request, reply) => {
    const body = configBody(await ctx.brand.get());
    return reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(body);
  }),
];
