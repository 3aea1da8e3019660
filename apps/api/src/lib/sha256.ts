import { createHash } from 'node:crypto';

/** The SHA-256 of a text (UTF-8) or of bytes, in hex: stored token hashes and file fingerprints. */
export const sha256 = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');
