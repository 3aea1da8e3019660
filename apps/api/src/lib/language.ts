import type { FastifyRequest } from 'fastify';

/** The language of the answer's messages: English when the client asks for it, else Spanish. */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): 'es' | 'en' =>
  request.headers['accept-language']?.startsWith('en') ? 'en' : 'es';
