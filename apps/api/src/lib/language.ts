import { statusMessage, type StatusCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

type Request = Pick<FastifyRequest, 'headers'>;

/** The language of the answer's messages: English when the client asks for it, else Spanish. */
export const requestLanguage = (request: Request): 'es' | 'en' =>
  request.headers['accept-language']?.startsWith('en') ? 'en' : 'es';

declare const inReaderLanguage: unique symbol;

/**
 * Text already in the language the request asked for. An answer's `mensaje` takes nothing else,
 * so a message written in one language only does not compile.
 */
export type ReaderText = string & { readonly [inReaderLanguage]: true };

/** A message the server writes itself, in both of the portal's languages. */
export type BothLanguages = { readonly es: string; readonly en: string };

/** The message in the language the request asked for. */
export const say = (request: Request, message: BothLanguages): ReaderText =>
  message[requestLanguage(request)] as ReaderText;

/** The catalogue's message of a spec code in the language the request asked for. */
export const sayCode = (request: Request, code: StatusCode): ReaderText =>
  statusMessage(code, requestLanguage(request)).cuerpo as ReaderText;

/** Text a caller already wrote in the reader's language (a catalogue entry, a service's text). */
export const alreadyInReaderLanguage = (text: string): ReaderText => text as ReaderText;
