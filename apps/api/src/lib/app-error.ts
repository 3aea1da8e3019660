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
      /** The message for a reader of English (the Spanish `message` otherwise). */
      messageEn?: string;
      httpStatus?: number;
      datos?: unknown;
      /** `datos` for a reader of English, where its texts carry values a table cannot hold. */
      datosEn?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(options.message ?? `Status ${String(code)}`);
    this.httpStatus = options.httpStatus ?? httpStatusFor(code);
    this.datos = options.datos ?? null;
    this.datosEn = options.datosEn ?? null;
    this.serverMessage = options.message ?? null;
    this.serverMessageEn = options.messageEn ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  readonly datos: unknown;
  readonly datosEn: unknown;
  /** A message meant for the user (shown by the client for codes like 3, 58, 90, 515). */
  readonly serverMessage: string | null;
  /** `serverMessage` in English, where the service wrote one. */
  readonly serverMessageEn: string | null;
  /** Sent as Retry-After (429 answers). */
  readonly retryAfterSeconds: number | null;
}

/**
 * A refusal about one field, `datos.errores` naming it. A message with values in it (a size, a
 * count) brings its English; a fixed one is translated by its code (contracts' fieldErrorTextsEn).
 */
export function fieldRefusal(
  code: number,
  error: { campo: string; codigo: string; mensaje: string; mensajeEn?: string },
  httpStatus?: number,
): AppError {
  const { campo, codigo, mensaje, mensajeEn } = error;
  return new AppError(code, {
    httpStatus,
    message: mensaje,
    datos: { errores: [{ campo, codigo, mensaje }] },
    ...(mensajeEn === undefined
      ? {}
      : { messageEn: mensajeEn, datosEn: { errores: [{ campo, codigo, mensaje: mensajeEn }] } }),
  });
}

/**
 * A 409 that tells the user, in its message, why the change cannot be made now: in Spanish, and
 * in English for a reader of English.
 */
export const conflict = (message: string, messageEn: string) =>
  new AppError(Codes.SERVER_MESSAGE, { httpStatus: 409, message, messageEn });

/** A service's own message in the reader's language (Spanish where it wrote no English). */
export const serverMessageIn = (error: AppError, language: 'es' | 'en'): string | null =>
  language === 'en' ? (error.serverMessageEn ?? error.serverMessage) : error.serverMessage;
