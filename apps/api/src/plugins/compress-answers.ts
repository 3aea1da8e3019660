import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { ByteBoundedLru } from '../lib/answer-cache.ts';

/** Smaller answers are sent as they are (the headers would eat most of the saving). */
export const COMPRESS_THRESHOLD = 2048;
/** Larger answers are compressed on the thread pool instead of the event loop. */
const SYNC_LIMIT = 64 * 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|xml)|text\/)/i;
// Quality 2: on a list page of 21 kB, 0.11 ms against 0.22 ms at quality 4 for an answer 1 %
// larger (and 2 % smaller than gzip's). Browsers ask for brotli, so this is most answers' cost.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };
// Level 3, zlib's last fast level: on a list page of 23 kB it took 0.07 ms against 0.24 ms at the
// default level 6, for an answer 10 % larger (levels 4 to 9 search much longer for little more).
const gzipOptions = { level: 3 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** Room for compressed answers kept by content (per process). */
const COMPRESSED_ANSWERS_BYTES = 8 * 1024 * 1024;

/** The encodings among brotli and gzip the client accepts (a `q=0` refuses; `*` stands for gzip). */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  if (!header) {
    return accepted;
  }
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) {
      continue;
    }
    if (name === 'br') {
      accepted.add('br');
    } else if (name === 'gzip' || name === '*') {
      accepted.add('gzip');
    }
  }
  return accepted;
}

/**
 * The encoding to answer with: brotli, else gzip, when the client accepts it (a `q=0` refuses).
 * Null for none (identity).
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = acceptedEncodings(header);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Compresses the API's JSON and text answers in one call to zlib instead of @fastify/compress's
 * per-answer stream pipeline, which cost about a fifth of a list request's CPU. Runs
 * before @fastify/compress (global hooks run before route hooks) and sets Content-Encoding, so
 * that plugin only handles streams (files) and answers this one leaves alone.
 */
export const compressAnswersPlugin = fp((app: FastifyInstance, _opts: object, done: () => void) => {
  // A shared answer (the same offer page for many candidates, sent as `x-portal-cache: shared`)
  // is compressed once per encoding: kept by its text (compared in full), so a kept body is always
  // the compression of exactly the text being sent. Other answers are compressed and forgotten: on
  // a busy morning most are new texts, and hashing each one, keeping it and evicting it cost more
  // than the compression the few repeats would save.
  const compressed = {
    br: new ByteBoundedLru<Buffer>(COMPRESSED_ANSWERS_BYTES / 2, (body) => body.length),
    gzip: new ByteBoundedLru<Buffer>(COMPRESSED_ANSWERS_BYTES / 2, (body) => body.length),
  };
  const compress = async (
    payload: string | Buffer,
    size: number,
    encoding: Encoding,
    shared: boolean,
  ) => {
    const keep = shared && typeof payload === 'string';
    const known = keep ? compressed[encoding].get(payload) : undefined;
    if (known !== undefined) {
      return known;
    }
    const body =
      encoding === 'br'
        ? size <= SYNC_LIMIT
          ? brotliCompressSync(payload, brotliOptions)
          : await brotliAsync(payload, brotliOptions)
        : size <= SYNC_LIMIT
          ? gzipSync(payload, gzipOptions)
          : await gzipAsync(payload, gzipOptions);
    if (keep) {
      compressed[encoding].set(payload, body);
    }
    return body;
  };
  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
        return payload;
      }
      const type = reply.getHeader('content-type');
      const existing = reply.getHeader('content-encoding');
      if (
        (existing !== undefined && existing !== 'identity') ||
        typeof type !== 'string' ||
        !COMPRESSIBLE.test(type) ||
        request.headers['x-no-compression'] !== undefined
      ) {
        return payload;
      }
      const size = Buffer.byteLength(payload);
      if (size < COMPRESS_THRESHOLD) {
        return payload;
      }
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
      if (encoding === null) {
        return payload;
      }
      const shared = reply.getHeader('x-portal-cache') === 'shared';
      const body = await compress(payload, size, encoding, shared);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return body;
    },
  );
  done();
});

function varyWithEncoding(vary: unknown): string {
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) {
    return current;
  }
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
