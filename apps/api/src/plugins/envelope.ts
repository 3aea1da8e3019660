import {
  Codes,
  localiseFieldError,
  statusMessage,
  validationMessages,
  type FieldError,
  type StatusCode,
  validationMessageOf,
} from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { freezeAnswer, isFrozenAnswer } from '../lib/answer-cache.ts';
import { AppError, serverMessageIn } from '../lib/app-error.ts';
import { isConnectionLost } from '../lib/db-errors.ts';
import { isDataException } from '../lib/hostile-input.ts';
import { alreadyInReaderLanguage, type ReaderText } from '../lib/language.ts';

const databaseLost = {
  es: 'Se ha perdido la conexión con la base de datos. Vuelve a intentarlo en unos segundos.',
  en: 'The connection to the database was lost. Please try again in a few seconds.',
} as const;

const frozenEnvelopes = new WeakMap<object, object>();

/**
 * The spec's answer envelope. The success envelope of an answer frozen for sharing
 * (`freezeAnswer`) is itself one shared frozen object, so the serializer knows it by identity.
 */
export const envelope = <T>(datos: T, mensaje: ReaderText | null = null, status = 0) => {
  if (mensaje === null && status === 0 && isFrozenAnswer(datos)) {
    const known = frozenEnvelopes.get(datos) as
      { status: number; datos: T; mensaje: null } | undefined;
    if (known !== undefined) {
      return known;
    }
    const shared = freezeAnswer({ status, datos, mensaje });
    frozenEnvelopes.set(datos, shared);
    return shared;
  }
  return { status, datos, mensaje };
};

const sendError = (
  reply: FastifyReply,
  httpStatus: number,
  code: number,
  mensaje: string,
  datos: unknown = null,
) =>
  reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(envelope(datos, alreadyInReaderLanguage(mensaje), code));

type ZodLikeIssue = {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
};

/**
 * Turns one schema issue, as Fastify's validation hands it over, back into zod's issue and then
 * into `{ campo, codigo, mensaje }` with the contracts' reading of it (the web's forms read their
 * own zod issues the same way).
 */
export function toFieldError(issue: ZodLikeIssue, context: string | undefined): FieldError {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const campo = path.join('.') || (context ?? 'body');
  const zodIssue = { ...issue.params, code: issue.keyword, message: issue.message, path };
  return { campo, ...validationMessageOf(zodIssue as unknown as z.core.$ZodIssue) };
}

/**
 * The envelope status of invalid input: the spec's own code of a malformed field when a schema
 * names one (33 tax id, 83 SWIFT/BIC, see contracts' issueOf), otherwise the generic 400.
 */
function specStatusOf(issues: readonly ZodLikeIssue[]): StatusCode {
  for (const issue of issues) {
    const status = (issue.params.params as { status?: unknown } | undefined)?.status;
    if (status === Codes.INVALID_TAX_ID || status === Codes.INVALID_BIC) {
      return status;
    }
  }
  return Codes.INVALID_INPUT;
}

/** `datos.errores` of a service's AppError in the client's language (other datos untouched). */
function localiseErrors(datos: unknown, lang: 'es' | 'en'): unknown {
  if (lang === 'es' || typeof datos !== 'object' || datos === null || !('errores' in datos)) {
    return datos;
  }
  const { errores } = datos;
  if (!Array.isArray(errores)) {
    return datos;
  }
  return {
    ...datos,
    errores: (errores as FieldError[]).map((e) => localiseFieldError(e, lang)),
  };
}

/**
 * A service's own message in the reader's language. A refusal about one field repeats that
 * field's message, so in English it is the field error's English text where the service wrote
 * no English of its own.
 */
function messageOf(error: AppError, lang: 'es' | 'en', datos: unknown): string | null {
  const own = serverMessageIn(error, lang);
  if (lang === 'es' || error.serverMessageEn !== null || own === null) {
    return own;
  }
  const spanish = (error.datos as { errores?: FieldError[] } | null)?.errores?.[0];
  const english = (datos as { errores?: FieldError[] } | null)?.errores?.[0];
  return spanish?.mensaje === own && english !== undefined ? english.mensaje : own;
}

interface EnvelopeOptions {
  /** Answer a code the route's call does not declare as a server error (outside production). */
  strictCodes?: boolean;
}

/**
 * Every answer is `{ status, datos, mensaje }`: AppErrors carry their spec code,
 * invalid input is 400 with `datos.errores`, unknown /api paths 404, oversized bodies 413, and
 * anything unexpected 500 with a generic message and no internals.
 */
export const envelopePlugin = fp(async (app: FastifyInstance, options: EnvelopeOptions) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.headers['accept-language']?.startsWith('en') ? 'en' : 'es';
    const answerable = request.routeOptions.config.answerable;
    if (
      error instanceof AppError &&
      options.strictCodes === true &&
      answerable !== undefined &&
      !answerable.has(error.code)
    ) {
      // A code the call's declaration does not list is a contract its clients cannot rely on:
      // outside production it fails loudly, so a test that meets it fails.
      request.log.error(
        { code: error.code, route: `${request.method} ${request.routeOptions.url ?? ''}` },
        'status code not declared by the call',
      );
      return sendError(
        reply,
        500,
        Codes.SERVICE_UNAVAILABLE,
        statusMessage(Codes.SERVICE_UNAVAILABLE, lang).cuerpo,
      );
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== null) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const datos =
        lang === 'en' && error.datosEn !== null ? error.datosEn : localiseErrors(error.datos, lang);
      return sendError(
        reply,
        error.httpStatus,
        error.code,
        messageOf(error, lang, datos) ?? statusMessage(error.code, lang).cuerpo,
        datos,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errores = error.validation.map((issue) =>
        localiseFieldError(
          toFieldError(issue as unknown as ZodLikeIssue, error.validationContext),
          lang,
        ),
      );
      const status = specStatusOf(error.validation as unknown as ZodLikeIssue[]);
      return sendError(reply, 400, status, statusMessage(status, lang).cuerpo, { errores });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(
        reply,
        413,
        Codes.PAYLOAD_TOO_LARGE,
        statusMessage(Codes.PAYLOAD_TOO_LARGE, lang).cuerpo,
      );
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      (error instanceof SyntaxError && error.statusCode === 400)
    ) {
      return sendError(
        reply,
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 415 : 400,
        Codes.INVALID_INPUT,
        statusMessage(Codes.INVALID_INPUT, lang).cuerpo,
        {
          errores: [localiseFieldError({ campo: 'body', ...validationMessages.malformed }, lang)],
        },
      );
    }
    if (error.statusCode === 429) {
      return sendError(
        reply,
        429,
        Codes.TOO_MANY_REQUESTS,
        statusMessage(Codes.TOO_MANY_REQUESTS, lang).cuerpo,
      );
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(
        reply,
        error.statusCode,
        Codes.INVALID_INPUT,
        statusMessage(Codes.INVALID_INPUT, lang).cuerpo,
      );
    }
    if (isDataException(error)) {
      // A value the schemas let through but the database refuses (out of range, bad encoding).
      request.log.warn({ err: error }, 'input refused by the database');
      return sendError(
        reply,
        400,
        Codes.INVALID_INPUT,
        statusMessage(Codes.INVALID_INPUT, lang).cuerpo,
        {
          errores: [localiseFieldError({ campo: 'body', ...validationMessages.malformed }, lang)],
        },
      );
    }
    if (isConnectionLost(error)) {
      // Nothing was half-written (the server rolls back what the lost connection had open); the
      // pool opens new connections for the next requests.
      request.log.warn({ err: error }, 'database connection lost during the request');
      void reply.header('retry-after', '1');
      return sendError(reply, 503, Codes.SERVICE_UNAVAILABLE, databaseLost[lang]);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(
      reply,
      500,
      Codes.SERVICE_UNAVAILABLE,
      statusMessage(Codes.SERVICE_UNAVAILABLE, lang).cuerpo,
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = request.headers['accept-language']?.startsWith('en') ? 'en' : 'es';
    return sendError(reply, 404, Codes.NOT_FOUND, statusMessage(Codes.NOT_FOUND, lang).cuerpo);
  });
});
