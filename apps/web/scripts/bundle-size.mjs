// Gzipped JavaScript that each page loads, computed from the Vite manifest of `npm run build`.
// Usage: node scripts/bundle-size.mjs [--max-login-kb 170] [--max-home-kb 200]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Static import closure of a manifest entry (what the browser fetches before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) {
    return seen;
  }
  const chunk = manifest[key];
  if (!chunk) {
    throw new Error(`not in the manifest: ${key}`);
  }
  seen.add(key);
  for (const imported of chunk.imports ?? []) {
    closure(imported, seen);
  }
  return seen;
}

function gzipKb(keys) {
  let raw = 0;
  let gz = 0;
  for (const key of keys) {
    const file = readFileSync(path.join(dist, manifest[key].file));
    raw += file.length;
    gz += gzipSync(file).length;
  }
  return { raw: raw / 1024, gz: gz / 1024 };
}

/**
 * What index.html loads: the chunks it preloads for public/start.js to run (the entry has no chunk of its own: its
 * modules sit in the 'app' chunk, vite.config.ts).
 */
function shellKeys() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The app's scripts, preloaded and started by public/start.js (vite.config.ts).
  const files = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)" data-app-script>/g),
  ].map((m) => m[1]);
  if (files.length === 0) {
    throw new Error('index.html names no app script');
  }
  const keys = Object.keys(manifest).filter((key) => files.includes(manifest[key].file));
  if (keys.length !== files.length) {
    throw new Error(`index.html loads ${files.join(', ')}, not all in the manifest`);
  }
  return keys;
}
const shell = shellKeys();

/**
 * The manifest key of a module's chunk: its own when it is a chunk of its own, else the chunk
 * group that holds it (vite.config.ts: the signed-in frame and home are one chunk, 'signed-in').
 */
function chunkOf(module, group) {
  if (manifest[module] !== undefined) {
    return module;
  }
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate].name === group && candidate.endsWith('.js'),
  );
  if (key === undefined) {
    throw new Error(`not in the manifest: ${module} (nor a chunk named ${group})`);
  }
  return key;
}

const signedIn = [
  'src/app/layout/header-user-area.tsx',
  'src/app/layout/signed-in-navbar.tsx',
  'src/app/overlays/signed-in-overlays.tsx',
  'src/features/home/pages/home-page.tsx',
].map((module) => chunkOf(module, 'signed-in'));
/** The candidate and the company home are one page module (one chunk set). */
const pages = {
  '/login': [...shell, chunkOf('src/features/auth/pages/login-page.tsx', 'login-page')],
  '/ (candidate or company home, signed in)': [...shell, ...signedIn],
  '/ofertas-practicas (and the other offer lists)': [
    ...shell,
    ...signedIn,
    chunkOf('src/features/offers/pages/offer-list-page.tsx', 'offer-list'),
  ],
};

const rows = Object.entries(pages).map(([page, keys]) => {
  const all = new Set();
  for (const key of keys) {
    closure(key, all);
  }
  const size = gzipKb(all);
  return { page, chunks: all.size, raw: size.raw, gz: size.gz };
});

console.log('| Page | JS chunks | JS (raw) | JS (gzip) |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.page} | ${row.chunks} | ${row.raw.toFixed(1)} KB | ${row.gz.toFixed(1)} KB |`,
  );
}

/** Fails the build when a page's first-paint JavaScript passes its budget. */
function budget(flag, row) {
  const index = process.argv.indexOf(flag);
  if (index === -1) {
    return true;
  }
  const max = Number(process.argv[index + 1]);
  if (row.gz > max) {
    console.error(`${row.page} loads ${row.gz.toFixed(1)} KB of gzipped JS, above ${max} KB`);
    return false;
  }
  return true;
}

const withinLogin = budget('--max-login-kb', rows[0]);
const withinHome = budget('--max-home-kb', rows[1]);
if (!withinLogin || !withinHome) {
  process.exit(1);
}
