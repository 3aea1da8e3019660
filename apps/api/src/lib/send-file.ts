import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface PrivateFile {
  data: Buffer;
  mime: string;
  nombre: string;
}

/** A file to download whose body may also be a stream (a large export written as it is sent). */
export type DownloadFile = Omit<PrivateFile, 'data'> & { data: Buffer | Readable };

// Control characters, bidirectional overrides/isolates and path or quoting characters.
// eslint-disable-next-line no-control-regex
const unsafeChars = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|]/g;

/**
 * A download name that cannot mislead or escape: no control, bidirectional or path characters, no
 * leading dots, at most 120 characters, and an extension of letters and digits only (or none).
 */
export function safeFileName(name: string, fallback = 'documento'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(unsafeChars, '_')
    .replace(/^[.\s_]+/, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1) : '';
  const safeExtension = /^[A-Za-z0-9]{1,8}$/.test(extension) ? `.${extension.toLowerCase()}` : '';
  const base = (dot > 0 && safeExtension !== '' ? cleaned.slice(0, dot) : cleaned)
    .replaceAll('.', '_')
    .slice(0, 120)
    .trim();
  return `${base === '' ? fallback : base}${safeExtension}`;
}

/** The Content-Disposition of a download: a safe name, encoded per RFC 5987 so accents survive. */
export const contentDisposition = (disposition: 'attachment' | 'inline', name: string) =>
  `${disposition}; filename*=UTF-8''${encodeURIComponent(safeFileName(name))}`;

/**
 * Sends a user's own file (upload, signed document, a list export): never kept by any cache, its
 * name as `contentDisposition` writes it. `inline` shows it in the browser (PDF to sign).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: DownloadFile,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .type(file.mime)
    .header('content-disposition', contentDisposition(disposition, file.nombre))
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
