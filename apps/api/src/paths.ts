import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package folder (the one holding `drizzle/` and `package.json`), found by walking up from
 * this module: the same answer from the TypeScript sources (tsx, tests) and from the production
 * bundle in `dist/`.
 */
function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'drizzle')) && fs.existsSync(path.join(dir, 'package.json'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`API folder not found above ${start}`);
    }
    dir = parent;
  }
}

export const apiRoot = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The repository root (two levels above apps/api). */
export const repoRoot = path.resolve(apiRoot, '../..');
/** Files shipped with the API (fonts for PDFs, …). */
export const assetsDir = path.join(apiRoot, 'assets');
