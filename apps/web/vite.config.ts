import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const apiPort = process.env.API_PORT ?? '8080';

/** Libraries that change rarely: one long-cached chunk each (the route chunks stay small). */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 25,
  },
  {
    // Mantine's core and the components every page shows: one chunk instead of dozens.
    name: 'mantine',
    test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core|components[\\/](Box|Input|InputBase|Button|ActionIcon|UnstyledButton|Text|Title|Group|Stack|Container|Paper|Anchor|Image|Center|Loader|Burger|PasswordInput|TextInput|CloseButton|VisuallyHidden|Transition))[\\/])/,
    priority: 20,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  {
    // The app's own modules every page needs (what the entry imports statically): one chunk
    // instead of about twenty of 1–4 KB, each a round trip on a phone's connection.
    name: 'app',
    // (Not the entry itself: index.html stays the manifest's entry.)
    test: (id: string) => !id.includes('node_modules') && !id.endsWith('.html'),
    tags: ['$initial' as const],
    priority: 10,
  },
  {
    // The signed-in home and the frame around every signed-in page (menu, header, overlays) with
    // everything they import that is not in a chunk above: one chunk instead of about thirty of
    // 0.1–5 KB, fetched at once. On a phone each small chunk cost a round trip: Lighthouse's
    // mobile run waited on ~30 of them, six at a time, before the home could render.
    name: (id: string, ctx: Rolldown.ChunkingContext) =>
      firstScreen('signed-in', ctx).has(id) ? 'signed-in' : null,
    priority: 5,
  },
  {
    // The offer lists (the candidates' most visited page) in the same way, with the form controls
    // of their filters.
    name: (id: string, ctx: Rolldown.ChunkingContext) =>
      firstScreen('offer-list', ctx).has(id) ? 'offer-list' : null,
    priority: 4,
  },
];

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const firstScreenEntries = {
  'signed-in': [
    'features/home/pages/home-page.tsx',
    'features/home/api/home-prefetch.ts',
    'app/layout/header-user-area.tsx',
    'app/layout/signed-in-navbar.tsx',
    'app/overlays/signed-in-overlays.tsx',
  ],
  'offer-list': [
    'features/offers/pages/offer-list-page.tsx',
    'features/offers/api/offer-list-prefetch.ts',
  ],
};
/** Per chunking pass (its context), each first screen's modules, found once. */
const firstScreenModules = new WeakMap<Rolldown.ChunkingContext, Map<string, Set<string>>>();

/** The web app's modules a first screen imports statically. */
function firstScreen(
  name: keyof typeof firstScreenEntries,
  ctx: Rolldown.ChunkingContext,
): Set<string> {
  const screens = firstScreenModules.get(ctx) ?? new Map<string, Set<string>>();
  firstScreenModules.set(ctx, screens);
  const known = screens.get(name);
  if (known !== undefined) {
    return known;
  }
  const found = new Set<string>();
  const pending = firstScreenEntries[name].map((file) => path.join(srcDir, file));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    // The web app's own modules only: a library's or the contracts' index re-exports all of it
    // (the graph is the one before tree-shaking), so walking into them would take in everything.
    // What they use from those comes with them (the group's dependencies).
    const info = found.has(id) || !id.startsWith(srcDir) ? null : ctx.getModuleInfo(id);
    if (info !== null) {
      found.add(id);
      pending.push(...info.importedIds);
    }
  }
  screens.set(name, found);
  return found;
}

/**
 * The pages (and signed-in shell parts) opened first, whose imports are preloaded with them: the
 * login page and the first screens above (their chunk files are named after their group, or after
 * their module when the bundler gives the module a chunk of its own).
 */
const firstScreens = new RegExp(
  `(${[
    ...Object.keys(firstScreenEntries),
    ...['features/auth/pages/login-page.tsx', ...Object.values(firstScreenEntries).flat()].map(
      (file) => path.basename(file, '.tsx').replace(/\.ts$/, ''),
    ),
  ].join('|')})-[\\w-]+\\.js$`,
);

/**
 * A build step on the built index.html (after Vite's own): `transform` must change the page, or
 * the build fails (the markup it rewrites is no longer there: the step would silently do nothing).
 */
function indexHtmlStep(name: string, transform: (html: string) => string): Plugin {
  return {
    name: `portal:${name}`,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const changed = transform(html);
        if (changed === html) {
          throw new Error(`${name}: index.html no longer has what this step rewrites`);
        }
        return changed;
      },
    },
  };
}

/**
 * The app's stylesheet does not hold back the first paint: index.html's `<link rel=stylesheet>`
 * for it becomes a preload (fetched at once, beside the scripts), and main.tsx applies it and
 * waits for it before the app's first render, so nothing the app draws is ever unstyled. Until
 * then the page shows «Cargando…» styled by public/boot.css. On a phone the first paint no
 * longer waits for 40 KB of CSS (Lighthouse mobile: FCP 2.4 s → 1.3 s when measured without it).
 */
const stylesheetAfterFirstPaint = () =>
  indexHtmlStep('stylesheet-after-first-paint', (html) =>
    html.replace(
      /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g,
      '<link rel="preload" as="style" crossorigin href="$1" data-app-stylesheet>',
    ),
  );

/**
 * The app's scripts run only after the first frame is painted: index.html's module scripts become
 * preloads (fetched at once, in parallel, as before) marked `data-app-script`, and public/start.js
 * imports them once the browser has painted «Cargando…». A returning visitor, whose scripts come
 * from the cache, otherwise looked at a blank page while they ran (Lighthouse mobile: the first
 * paint moved from 1.2 s to 2.3 s as soon as the scripts arrived faster).
 */
const paintBeforeScripts = () =>
  indexHtmlStep('paint-before-scripts', (html) => {
    const preloads = html.replace(
      /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g,
      '<link rel="modulepreload" crossorigin href="$1" data-app-script>',
    );
    return preloads === html
      ? html
      : preloads.replace('</head>', '  <script type="module" src="/start.js"></script>\n  </head>');
  });

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

/**
 * The two files the first paint waits for, public/boot.css and public/theme-init.js, are written
 * into index.html: the first paint then needs the page alone, not a second round trip (on a
 * phone's connection 150–550 ms). The server's CSP allows the inline script by its hash, computed
 * from the built index.html (apps/api/src/plugins/security.ts); inline styles were allowed already.
 */
function inlineFirstPaintFiles(): Plugin {
  const read = (file: string) => readFileSync(path.join(publicDir, file), 'utf8').trim();
  return indexHtmlStep('inline-first-paint-files', (html) => {
    const inlined = html
      .replace(
        '<script src="/theme-init.js"></script>',
        () => `<script>${read('theme-init.js')}</script>`,
      )
      .replace(
        '<link rel="stylesheet" href="/boot.css" />',
        () => `<style>${read('boot.css')}</style>`,
      );
    // Both or the step has failed.
    return inlined.includes('/theme-init.js') || inlined.includes('/boot.css') ? html : inlined;
  });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every emitted script, stylesheet
 * and page of at least 1 KB, which the server sends as they are (@fastify/static's
 * `preCompressed`, apps/api/src/plugins/web.ts) instead of compressing each response on the fly
 * at a fast, weaker level: the first screen's code is 15 % smaller (233 → 197 KB for the offer
 * list on a phone, whose slow connection its first paint waits for) and no request costs the
 * server a compression.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: async (_options, bundle) => {
      const files = Object.values(bundle).filter(
        (file) =>
          /\.(js|css|html|svg|json)$/.test(file.fileName) &&
          !file.fileName.startsWith('.vite/') &&
          (file.type === 'chunk' ? file.code.length : file.source.length) >= 1024,
      );
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file.fileName);
          const content = await fs.readFile(target);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${target}.br`, br), fs.writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    stylesheetAfterFirstPaint(),
    paintBeforeScripts(),
    inlineFirstPaintFiles(),
    precompressAssets(),
  ],
  server: {
    port: 5173,
    // `npm run dev -w @portal/web` with the API on API_PORT (default 8080).
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // No inline scripts or styles from the bundler: the server sends a strict CSP.
    assetsInlineLimit: 0,
    // The entry's imports are preloaded from index.html (fetched in parallel, not one round trip
    // per level of imports: seconds on a throttled phone). Of the pages, only the ones people open
    // first carry their import list (a full preload map would list every page's chunks in the
    // entry every visitor downloads, see the /login budget); the others load their imports when
    // they load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || firstScreens.test(filename) ? deps : [],
    },
    rolldownOptions: {
      // The contracts package has no side effects: unused schemas and validators are dropped.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) || id.endsWith('.css'),
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
