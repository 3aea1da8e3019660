import compress from '@fastify/compress';
import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, compressAnswersPlugin } from './compress-answers.ts';
import { jsonForHtml, webPlugin } from './web.ts';

// A built web app as the build leaves it: each script with its brotli and gzip copies.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-test-'));
const script = `export const value = '${'x'.repeat(4000)}';\n`;
const page = `<!doctype html><title>Portal</title>${'<!-- - -->'.repeat(200)}`;
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'assets/app-abc123.js'), script);
fs.writeFileSync(path.join(distDir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
fs.writeFileSync(path.join(distDir, 'assets/app-abc123.js.gz'), gzipSync(script));
fs.writeFileSync(path.join(distDir, 'assets/plain-abc123.js'), script);
fs.writeFileSync(path.join(distDir, 'index.html'), page);
fs.writeFileSync(path.join(distDir, 'index.html.br'), brotliCompressSync(page));

const app = Fastify();
// As app.ts registers them: the answer compression, @fastify/compress, then the web app.
await app.register(compressAnswersPlugin);
await app.register(compress, { threshold: COMPRESS_THRESHOLD });
await app.register(webPlugin, { distDir });

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app (precompressed assets)', () => {
  it('sends the brotli copy of a script as it is, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The stored copy itself (not compressed twice, not recompressed).
    expect(
      res.rawPayload.equals(fs.readFileSync(path.join(distDir, 'assets/app-abc123.js.br'))),
    ).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still compresses a file the build left without copies', async () => {
    const res = await get('/assets/plain-abc123.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('answers every page path with index.html, not cached, compressed', async () => {
    const res = await get('/ofertas-practicas?pagina=2', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(page);
  });

  it('leaves unknown /api paths to the API (404)', async () => {
    const res = await get('/api/no-such-call', 'br');
    expect(res.statusCode).toBe(404);
  });
});

describe('pages carry the brand settings (no dameConfiguracion round trip)', async () => {
  const template = '<!doctype html><html><head><title>Portal</title></head><body></body></html>';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-brand-test-'));
  fs.writeFileSync(path.join(dir, 'index.html'), template);
  fs.writeFileSync(path.join(dir, 'theme-init.js'), 'void 0;\n');
  let settings = { status: 0, datos: { nombre: 'Portal de Empleo' }, mensaje: null };
  const json = () => JSON.stringify(settings);
  let reads = 0;
  const branded = Fastify();
  await branded.register(compressAnswersPlugin);
  await branded.register(compress, { threshold: COMPRESS_THRESHOLD });
  await branded.register(webPlugin, {
    distDir: dir,
    brandSettingsJson: () => {
      reads += 1;
      return Promise.resolve(json());
    },
  });
  afterAll(async () => {
    await branded.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const block = (html: string) =>
    /<script type="application\/json" id="brand-settings">(.*?)<\/script><\/head>/s.exec(html)?.[1];
  const load = (url: string, encoding?: string) =>
    branded.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('writes the answer of dameConfiguracion into every page, read fresh for each request', async () => {
    const before = reads;
    const res = await load('/ofertas-practicas?pagina=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(block(res.body) ?? 'null')).toEqual(settings);
    expect(res.body.startsWith('<!doctype html><html><head><title>Portal</title>')).toBe(true);
    await load('/login');
    expect(reads).toBe(before + 2);
  });

  it('sends the page brotli- or gzip-compressed, as the client accepts', async () => {
    const br = await load('/login', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(block(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(json());
    const gz = await load('/login', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(block(gunzipSync(gz.rawPayload).toString('utf8'))).toBe(json());
  });

  it('shows a change of the settings in the next page', async () => {
    settings = { ...settings, datos: { nombre: 'Portal de Prueba' } };
    const res = await load('/', 'br');
    expect(
      JSON.parse(block(brotliDecompressSync(res.rawPayload).toString('utf8')) ?? 'null'),
    ).toEqual(settings);
  });

  it('escapes what could end the element: a name with </script> stays inside it', async () => {
    settings = { ...settings, datos: { nombre: '</script><script>alert(1)</script> & <b>' } };
    const res = await load('/login');
    const inside = block(res.body);
    expect(inside).toBeDefined();
    expect(inside).not.toMatch(/[<>&]/);
    expect(JSON.parse(inside ?? 'null')).toEqual(settings);
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('leaves the files alone', async () => {
    const res = await load('/theme-init.js');
    expect(res.body).toBe('void 0;\n');
  });
});

describe('jsonForHtml', () => {
  it('escapes <, > and & as JSON unicode escapes that parse back', () => {
    const text = JSON.stringify({ a: '</script>&<!--' });
    const escaped = jsonForHtml(text);
    expect(escaped).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u003c!--"}');
    expect(JSON.parse(escaped)).toEqual({ a: '</script>&<!--' });
  });
});
