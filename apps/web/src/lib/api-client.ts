import {
  callUrl,
  Codes,
  isFileResponse,
  type CallInput,
  type CallRef,
  type CallResult,
  type CallSpec,
  type Envelope,
  type ErrorReportBody,
} from '@portal/contracts';
import { currentLanguage } from './i18n.ts';
import { pageIsLeaving } from './page-leaving.ts';
import { getToken } from './session.ts';

/** A call that did not end with envelope status 0. `network` is set when no answer arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly mensaje: string | null;
  readonly datos: unknown;
  readonly httpStatus: number;
  readonly network: boolean;

  constructor(init: {
    status: number;
    mensaje: string | null;
    datos?: unknown;
    httpStatus: number;
    network?: boolean;
  }) {
    super(init.mensaje ?? `status ${String(init.status)}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.mensaje = init.mensaje;
    this.datos = init.datos ?? null;
    this.httpStatus = init.httpStatus;
    this.network = init.network ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Codes whose failure is also reported to the server. */
const reportedCodes: ReadonlySet<number> = new Set([
  Codes.GENERIC_ERROR,
  Codes.SAVE_FAILED,
  Codes.DOCUMENT_GENERATION_FAILED,
  Codes.SERVICE_UNAVAILABLE,
]);

/** Posts an error report; never throws and never reports itself. */
export function reportError(report: ErrorReportBody): void {
  void import('./error-report.ts')
    .then(({ sendErrorReport }) => sendErrorReport(report))
    .catch(() => undefined);
}

/** Called when the server says the session is lost (code 2); set by the app shell. */
let sessionLostHandler: (() => void) | null = null;

export function onSessionLost(handler: (() => void) | null): void {
  sessionLostHandler = handler;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Token to send instead of the session's (e.g. the temporary token before privacy acceptance). */
  token?: string | null;
  signal?: AbortSignal;
  /** Validates `datos` (e.g. a contract schema's `parse`); a throw counts as a malformed answer. */
  parse?: (datos: unknown) => T;
}

/** Whether an answer has the envelope's shape (`status` number, `datos`). */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'datos' in value
  );
}

/**
 * Calls `/api{path}` with the bearer token and unwraps the envelope: resolves with `datos` when
 * status is 0, otherwise rejects with an ApiError. Network failures become code 500;
 * failures of codes 1, 12, 24 and 500 are reported to the server.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = options.token === undefined ? getToken() : options.token;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  if (token !== null) {
    headers.authorization = `Bearer ${token}`;
  }
  const url = `/api${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') {
      throw cause;
    }
    const mensaje = cause instanceof Error ? cause.message : 'network error';
    // A call the browser cut off because the page is being left is no failure to report.
    if (!pageIsLeaving()) {
      reportError({ status: Codes.SERVICE_UNAVAILABLE, url, mensaje, detalle: pageDetail() });
    }
    throw new ApiError({
      status: Codes.SERVICE_UNAVAILABLE,
      mensaje: null,
      httpStatus: 0,
      network: true,
    });
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!isEnvelope(body)) {
    reportError({
      status: Codes.SERVICE_UNAVAILABLE,
      url,
      mensaje: `HTTP ${String(response.status)} without envelope`,
      detalle: pageDetail(),
    });
    throw new ApiError({
      status: Codes.SERVICE_UNAVAILABLE,
      mensaje: null,
      httpStatus: response.status,
    });
  }
  if (body.status !== Codes.SUCCESS) {
    if (reportedCodes.has(body.status) || response.status >= 500) {
      reportError({
        status: body.status,
        url,
        mensaje: body.mensaje ?? undefined,
        detalle: pageDetail(),
      });
    }
    if (body.status === Codes.SESSION_LOST && token !== null) {
      sessionLostHandler?.();
    }
    throw new ApiError({
      status: response.status >= 500 ? Codes.SERVICE_UNAVAILABLE : body.status,
      mensaje: body.mensaje,
      datos: body.datos,
      httpStatus: response.status,
    });
  }
  if (options.parse === undefined) {
    return body.datos as T;
  }
  try {
    return options.parse(body.datos);
  } catch (cause) {
    reportError({
      status: Codes.GENERIC_ERROR,
      url,
      mensaje: 'Unexpected answer shape',
      detalle: {
        page: pageDetail(),
        issue: cause instanceof Error ? cause.message.slice(0, 1000) : null,
      },
    });
    throw new ApiError({ status: Codes.GENERIC_ERROR, mensaje: null, httpStatus: response.status });
  }
}

function pageDetail(): string {
  return window.location.pathname;
}

/**
 * Signed out (logout, expired session) and no token given: a call that needs a session is not
 * sent, so queries that start or are still mounted while the page changes get no 401.
 */
const signedOut = (input: CallOptions): boolean => input.token === undefined && getToken() === null;

const notSent = (): ApiError =>
  new ApiError({ status: Codes.SESSION_LOST, mensaje: null, httpStatus: 401 });

/** Extra options of a call made from its declaration. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Token to send instead of the session's (e.g. the temporary token before privacy acceptance). */
  token?: string | null;
}

/**
 * Makes a declared call (contracts `…Calls`): URL, method and body from the declaration, `datos`
 * parsed with its response schema. The only way the web reaches a JSON call.
 */
export function callApi<C extends CallSpec>(
  call: C,
  input: CallInput<C> & CallOptions,
): Promise<CallResult<C>> {
  const response = call.response;
  if (isFileResponse(response)) {
    throw new Error(`${call.path} answers a file: use fetchCallFile`);
  }
  if (call.auth !== 'public' && signedOut(input)) {
    return Promise.reject(notSent());
  }
  return apiRequest(callUrl(call, input).slice('/api'.length), {
    method: call.method,
    body: input.body,
    signal: input.signal,
    token: input.token,
    parse: (datos) => response.parse(datos) as CallResult<C>,
  });
}

/**
 * Makes a call known by its reference (`callRefs`: method and path, no schemas), for the first
 * page's fetchers (brand settings, login), which must not load zod. `datos` is typed by the
 * declaration and not re-validated here: the server already serialises it through the same schema.
 */
export function callApiRef<C extends CallSpec>(
  ref: CallRef<C>,
  input: CallInput<C> & CallOptions,
): Promise<CallResult<C>> {
  if (ref.needsSession && signedOut(input)) {
    return Promise.reject(notSent());
  }
  return apiRequest<CallResult<C>>(callUrl(ref, input).slice('/api'.length), {
    method: ref.method,
    body: input.body,
    signal: input.signal,
    token: input.token,
  });
}

/** The same-origin URL of a declared call (for file downloads and links). */
export const callHref = <C extends CallSpec>(call: C, input: CallInput<C>): string =>
  callUrl(call, input);
