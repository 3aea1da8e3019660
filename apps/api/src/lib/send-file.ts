import type { FastifyReply } from 'fastify';

export interface PrivateFile {
  data: Buffer;
  mime: string;
  nombre: string;
}

/**
 * Sends a user's own file (upload, signed document): never cached by shared caches, and the name
 * encoded per RFC 5987 so accents survive. `inline` shows it in the browser (PDF to sign).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: PrivateFile,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .type(file.mime)
    .header(
      'content-disposition',
      `${disposition}; filename*=UTF-8''${encodeURIComponent(file.nombre)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
