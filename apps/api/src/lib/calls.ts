import {
  Codes,
  envelopeSchema,
  errorEnvelopeSchema,
  getStatusEntry,
  isFileResponse,
  type CallParsed,
  type CallSpec,
  type Envelope,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const binarySchema = z.string().meta({ format: 'binary' });

/** The request a handler receives: Fastify's, with params, query and body as the call declares. */
export type CallRequest<C extends CallSpec> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  CallParsed<C>;

/** What a handler answers: the envelope of its declared `datos`, or the reply (files). */
export type CallAnswer<C extends CallSpec> = C['response'] extends z.ZodType
  ? Envelope<z.input<C['response']>> | FastifyReply
  : FastifyReply;

export type CallHandler<C extends CallSpec> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallAnswer<C>>;

/** Per-route settings that are about this server, not the contract (limits). */
export interface RouteExtras {
  rateLimit?: { max: number; timeWindow: string };
  bodyLimit?: number;
}

/** A declaration bound to its handler; route modules return lists of these. */
export interface BoundRoute {
  readonly call: CallSpec;
  readonly handler: CallHandler<CallSpec>;
  readonly extras: RouteExtras;
}

/** Binds a handler to a call's declaration (the only way a route reaches the server). */
export function route<C extends CallSpec>(
  call: C,
  handler: CallHandler<C>,
  extras: RouteExtras = {},
): BoundRoute {
  return { call, handler: handler, extras };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The status codes the route's call may answer (`answerableCodes`). */
    answerable?: ReadonlySet<number>;
  }
}

/**
 * Every status code a call may answer: those it declares, and those every call of its kind may
 * answer — the session's on a call that needs one (none or expired, another role or someone
 * else's record, a privacy text to accept, a blocked or withdrawn account), a refused
 * integration token where one is accepted, invalid input where input is declared, and 500.
 */
export function answerableCodes(call: CallSpec): ReadonlySet<number> {
  return new Set<number>([
    ...call.codes,
    ...(call.auth === 'public'
      ? []
      : [
          Codes.SESSION_LOST,
          Codes.FORBIDDEN,
          Codes.PRIVACY_ACCEPTANCE_REQUIRED,
          Codes.USER_BLOCKED,
          Codes.USER_WITHDRAWN,
        ]),
    ...(call.allowIntegrationToken ? [Codes.INTEGRATION_TOKEN_REFUSED] : []),
    // Input that fails its schema is answered 400 with `datos.errores` (envelope plugin).
    ...(call.body || call.query || call.params ? [Codes.GENERIC_ERROR, Codes.INVALID_INPUT] : []),
    Codes.SERVICE_UNAVAILABLE,
  ]);
}

/** The status codes a call may answer, grouped by HTTP status, for the OpenAPI document. */
export function errorResponsesOf(call: CallSpec): Record<number, { description: string }> {
  const byHttp = new Map<number, string[]>();
  for (const code of answerableCodes(call)) {
    const entry = getStatusEntry(code);
    const http = entry?.httpStatus ?? 500;
    const list = byHttp.get(http) ?? [];
    list.push(`${String(code)} ${entry?.es.titulo ?? ''}`.trim());
    byHttp.set(http, list);
  }
  const result: Record<number, { description: string }> = {};
  for (const [http, list] of [...byHttp.entries()].sort((a, b) => a[0] - b[0])) {
    result[http] = { description: `status: ${list.join('; ')}` };
  }
  return result;
}

/** Limits every route gets unless it sets its own. */
export interface RouteDefaults {
  /**
   * Rate limit of every call that writes without a session (registration, password reset, contact,
   * error reports…): a public write without its own limit gets this one, so none is unthrottled.
   */
  publicWriteRate?: { max: number; timeWindow: string };
}

const isPublicWrite = (call: CallSpec) => call.auth === 'public' && call.method !== 'GET';

/** Registers every bound route: schema, auth config and OpenAPI metadata from the declaration. */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly BoundRoute[],
  defaults: RouteDefaults = {},
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { call, handler, extras: own } of routes) {
    const extras: RouteExtras =
      own.rateLimit === undefined && isPublicWrite(call) && defaults.publicWriteRate
        ? { ...own, rateLimit: defaults.publicWriteRate }
        : own;
    const errors = errorResponsesOf(call);
    const response: Record<number, unknown> = {};
    if (isFileResponse(call.response)) {
      response[200] = {
        description: `File: ${call.response.mime.join(', ')}`,
        content: Object.fromEntries(
          call.response.mime.map((mime) => [mime, { schema: binarySchema }]),
        ),
      };
    } else {
      response[200] = envelopeSchema(call.response);
    }
    for (const http of Object.keys(errors)) {
      const code = Number(http);
      if (code !== 200) {
        response[code] = errorEnvelopeSchema.describe(errors[code]?.description ?? '');
      }
    }
    typed.route({
      method: call.method,
      url: call.path,
      ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
      config: {
        auth: call.auth,
        answerable: answerableCodes(call),
        ...(call.allowPendingRgpd ? { allowPendingRgpd: true } : {}),
        ...(call.allowIntegrationToken ? { allowIntegrationToken: true } : {}),
        ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}),
      },
      schema: {
        summary: call.summary,
        ...(call.description ? { description: call.description } : {}),
        tags: [...call.tags],
        ...(call.auth === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        response,
      },
      handler: handler,
    });
  }
}
