import compress from '@fastify/compress';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, COMPRESS_THRESHOLD, compressAnswersPlugin } from './compress-answers.ts';

const big = {
  datos: Array.from({ length: 400 }, (_, i) => ({ id: i, titulo: `Oferta ${String(i)}` })),
};

const app = Fastify();
// As the app marks an answer sent again by identity (a frozen shared answer): only those are kept.
app.addHook('onSend', async (request, reply) => {
  if (request.url.startsWith('/shared')) {
    reply.header('x-portal-cache', 'shared');
  }
});
await app.register(compressAnswersPlugin);
await app.register(compress, { threshold: COMPRESS_THRESHOLD });
app.get('/big', () => big);
app.get('/small', () => ({ datos: 1 }));
let counter = 0;
app.get('/changing', () => ({ datos: big.datos, vez: (counter += 1) }));
let sharedCounter = 0;
app.get('/shared', () => big);
app.get('/shared-changing', () => ({ datos: big.datos, vez: (sharedCounter += 1) }));
app.get('/huge', () => ({ datos: 'x'.repeat(200_000) }));
app.get('/file', (_request, reply) =>
  reply.type('text/plain').send(Readable.from(['a'.repeat(5000)])),
);
app.get('/encoded', (_request, reply) =>
  reply.header('content-encoding', 'gzip').type('application/json').send(Buffer.from('zz')),
);

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('answer compression', () => {
  it('gzips a large JSON answer for a client that accepts gzip, with Vary', async () => {
    const res = await get('/big', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(big);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
  });

  it('prefers brotli, also for an answer compressed off the event loop', async () => {
    for (const url of ['/big', '/huge']) {
      const res = await get(url, 'gzip, deflate, br, zstd');
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(
        url === '/big' ? big : { datos: 'x'.repeat(200_000) },
      );
    }
  });

  it('sends small answers, refused encodings and no accept-encoding as they are', async () => {
    for (const [url, encoding] of [
      ['/small', 'gzip'],
      ['/big', undefined],
      ['/big', 'identity'],
      ['/big', 'gzip;q=0, br;q=0'],
    ] as const) {
      const res = await get(url, encoding);
      expect(res.headers['content-encoding'], `${url} ${String(encoding)}`).toBeUndefined();
      expect(res.json()).toEqual(url === '/small' ? { datos: 1 } : big);
    }
  });

  it('leaves streams to @fastify/compress and already encoded answers alone', async () => {
    const file = await get('/file', 'gzip');
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(file.rawPayload).toString('utf8')).toBe('a'.repeat(5000));
    const encoded = await get('/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.rawPayload.toString()).toBe('zz');
  });

  it('sends each text compressed as itself, a shared answer kept per encoding and the others afresh', async () => {
    const first = await get('/big', 'br');
    const again = await get('/big', 'br');
    const gzipped = await get('/big', 'gzip');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(big);
    // Each answer of a route whose text changes is the compression of its own text, whether the
    // answers are kept (shared) or not.
    for (const url of ['/changing', '/shared-changing']) {
      for (const vez of [1, 2, 3]) {
        const res = await get(url, 'br');
        expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual({
          datos: big.datos,
          vez,
        });
      }
    }
    const shared = await get('/shared', 'gzip');
    const sharedAgain = await get('/shared', 'gzip');
    expect(sharedAgain.rawPayload.equals(shared.rawPayload)).toBe(true);
    expect(JSON.parse(gunzipSync(sharedAgain.rawPayload).toString('utf8'))).toEqual(big);
  });

  it('reads Accept-Encoding with q-values and wildcards', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
