import { Codes, httpStatusFor } from '@portal/contracts';

/**
 * The one error type services throw: a spec status code, the HTTP status it maps to and
 * optional `datos` for the client (e.g. the list of unmet requirements, documents to sign).
 */
export class AppError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly code: number,
    options: {
      message?: string;
      httpStatus?: number;
      datos?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(options.message ?? `Status ${String(code)}`);
    this.httpStatus = options.httpStatus ?? httpStatusFor(code);
    this.datos = options.datos ?? null;
    this.serverMessage = options.message ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  readonly datos: unknown;
  /** A message meant for the user (shown by the client for codes like 3, 58, 90, 515). */
  readonly serverMessage: string | null;
  /** Sent as Retry-After (429 answers). */
  readonly retryAfterSeconds: number | null;
}

/** A 409 that tells the user, in its message, why the change cannot be made now. */
export const conflict = (message: string) =>
  new AppError(Codes.SERVER_MESSAGE, { httpStatus: 409, message });
