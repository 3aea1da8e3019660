import type { z } from 'zod';
import type { Role } from '../api/auth.ts';
import type { StatusCode } from '../status-codes/codes.ts';

/**
 * Who may make a call. There is no default: every declaration writes it out, `public` included.
 * `any` is any signed-in user (candidate, company or staff); `gestor` is any careers-office user and
 * `admin` only its administrators (brand, legal texts, staff users).
 */
export type CallAuth = 'public' | 'any' | 'admin' | Role | readonly Role[];

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call that answers a file (PDF, CSV, XLSX, image) instead of the JSON envelope. */
export interface FileResponse {
  readonly kind: 'file';
  /** MIME types it may answer, for the OpenAPI document. */
  readonly mime: readonly string[];
}

export const fileResponse = (...mime: string[]): FileResponse => ({ kind: 'file', mime });

/**
 * One call of the API, declared once: the server registers its route from it, the web
 * derives its fetcher from it and OpenAPI is generated from it.
 */
export interface CallSpec {
  readonly method: CallMethod;
  /** Path under the site root with Fastify-style parameters: `/api/Alumno/dameCandidatura/:id`. */
  readonly path: `/api/${string}`;
  readonly auth: CallAuth;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Schema of `datos` on success (status 0), or a file. */
  readonly response: z.ZodType | FileResponse;
  /** Every status code the call may answer besides 0 (the transport ones are added by `codesOf`). */
  readonly codes: readonly StatusCode[];
  /** The privacy-acceptance call is the one route a token with a pending privacy text may use. */
  readonly allowPendingRgpd?: boolean;
  /**
   * Also callable by the university's systems with an integration token (the nightly record
   * import) instead of a user's session.
   */
  readonly allowIntegrationToken?: boolean;
}

/**
 * A call known only by its method and path (no schemas loaded), typed by its declaration: for
 * the fetchers of the first page, which must not load zod (`callRefs` in call-refs.generated.ts).
 */
export interface CallRef<C extends CallSpec = CallSpec> {
  readonly method: C['method'];
  readonly path: C['path'];
  /** The call's `auth` is not `public`: it is not sent without a session. */
  readonly needsSession: boolean;
  /** Type only: never set. */
  readonly call?: C;
}

/** Keeps the literal types of a declaration (its path, auth and schemas) for server and web. */
export const defineCall = /* @__NO_SIDE_EFFECTS__ */ <const C extends CallSpec>(call: C): C => call;

type SchemaOf<C, K extends 'params' | 'query' | 'body'> =
  C extends Record<K, infer S> ? (S extends z.ZodType ? S : never) : never;

/** What a client sends: path parameters, query string and body, each present only if declared. */
export type CallInput<C extends CallSpec> = ([SchemaOf<C, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<SchemaOf<C, 'params'>> }) &
  ([SchemaOf<C, 'query'>] extends [never]
    ? { query?: undefined }
    : { query: z.input<SchemaOf<C, 'query'>> }) &
  ([SchemaOf<C, 'body'>] extends [never]
    ? { body?: undefined }
    : { body: z.input<SchemaOf<C, 'body'>> });

/** What the server's handler receives after validation. */
export interface CallParsed<C extends CallSpec> {
  params: [SchemaOf<C, 'params'>] extends [never] ? unknown : z.output<SchemaOf<C, 'params'>>;
  query: [SchemaOf<C, 'query'>] extends [never] ? unknown : z.output<SchemaOf<C, 'query'>>;
  body: [SchemaOf<C, 'body'>] extends [never] ? unknown : z.output<SchemaOf<C, 'body'>>;
}

/** `datos` of a successful answer (a Blob for file calls on the web). */
export type CallResult<C extends CallSpec> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : never;

export const isFileResponse = (response: CallSpec['response']): response is FileResponse =>
  'kind' in response && (response as { kind?: unknown }).kind === 'file';

/** Builds the URL of a call: `:name` parameters encoded, the query string from defined values. */
export function callUrl(
  call: Pick<CallSpec, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Missing path parameter ${name} for ${call.path}`);
    }
    return encodeURIComponent(String(value));
  });
  const query = input.query;
  if (typeof query === 'string') {
    return query ? `${path}?${query.replace(/^\?/, '')}` : path;
  }
  const pairs: string[] = [];
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') {
      continue;
    }
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
