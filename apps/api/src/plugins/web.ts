import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The id of the page's data block holding the brand settings (read by the web app's brand.ts). */
export const BRAND_SETTINGS_ELEMENT_ID = 'brand-settings';

/**
 * JSON written into an HTML data block: `<`, `>` and `&` escaped (JSON.parse reads them back), so
 * no value (a text the careers office typed) can close the element or open another.
 */
export function jsonForHtml(json: string): string {
  return json.replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

interface WebOptions {
  distDir: string;
  /**
   * The answer of dameConfiguracion (its JSON envelope), written into every page the server sends
   * (`<script type="application/json" id="brand-settings">`): the web app starts without waiting
   * for that call, one round trip less before a phone's first screen.
   */
  brandSettingsJson?: () => Promise<string>;
}

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Serves the built SPA; every non-/api GET that is no file gets index.html (history routing). */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const index = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: only the API is served');
    return;
  }
  const template = fs.readFileSync(index, 'utf8');
  if (opts.brandSettingsJson !== undefined && !template.includes('</head>')) {
    throw new Error(`${index} has no </head>: the brand settings cannot be written into it`);
  }
  // The page of the current settings, compressed once (brotli's best quality: a few KB, once per
  // change of the settings, not per request).
  let cached: { json: string; page: Page } | undefined;
  const pageFor = (json: string): Page => {
    if (cached?.json !== json) {
      const block = `<script type="application/json" id="${BRAND_SETTINGS_ELEMENT_ID}">${jsonForHtml(json)}</script>`;
      const html = template.replace('</head>', `${block}</head>`);
      const bytes = Buffer.from(html);
      cached = {
        json,
        page: {
          html,
          br: brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzip: gzipSync(bytes, { level: 9 }),
        },
      };
    }
    return cached.page;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Always revalidated: it names the current build's hashed files and carries the settings.
    void reply.header('cache-control', 'no-cache');
    if (opts.brandSettingsJson === undefined) {
      // (@fastify/static would send its own 'public, max-age=0' otherwise.)
      return reply.sendFile('index.html', { cacheControl: false });
    }
    const page = pageFor(await opts.brandSettingsJson());
    void reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(page.br);
    }
    if (/\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    // The build writes a brotli and a gzip copy of each script, stylesheet and page (the web app's
    // vite.config.ts, `precompressAssets`): sent as they are, never compressed per request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        void res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.toLowerCase().startsWith('/api/') || urlPath.toLowerCase() === '/api') {
      reply.callNotFound();
      return;
    }
    const file = path.join(opts.distDir, path.normalize(urlPath));
    if (
      file.startsWith(opts.distDir) &&
      urlPath !== '/' &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(path.relative(opts.distDir, file));
    }
    return sendPage(request, reply);
  });
});
