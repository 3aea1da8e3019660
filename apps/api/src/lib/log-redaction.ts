import type { FastifyRequest } from 'fastify';

/**
 * What pino replaces with "[Redacted]" wherever a log call passes it: credentials in headers,
 * secrets and identity numbers in objects logged by the code, and the development outbox's
 * `links` (set-password and reset links carry their token; the .eml file it names has them).
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'links',
  'password',
  'ePassword',
  'confirmacion',
  'token',
  'dni',
  'nie',
  '*.password',
  '*.ePassword',
  '*.confirmacion',
  '*.token',
  '*.dni',
  '*.nie',
];

/** Query-string parameters whose values never go to the log. */
const SECRET_PARAM = /^(token|t|password|clave|key|code|codigo|dni|nie|nif|ticket|samlresponse)$/i;

/** A URL as logged: secret query values replaced (`?token=[Redacted]`), the rest kept. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) {
    return url;
  }
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_PARAM.test(decodeURIComponent(name)) ? `${name}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** Fastify's request serializer with the URL's secrets taken out. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket.remotePort,
});
