import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built SPA; every non-/api GET that is no file gets index.html (history routing). */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const index = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: only the API is served');
    return;
  }
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
    // Always revalidated: it names the current build's hashed files (@fastify/static would send
    // its own 'public, max-age=0' otherwise).
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
});
