// Writes src/calls/call-refs.generated.ts: the method and path of every declared call, without
// its schemas, for the few fetchers on the first page (brand settings, login) that must not load
// zod. Run after changing a declaration: `npx tsx packages/contracts/scripts/generate-call-refs.mjs`.
// A unit test fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { callRefsSource } from '../src/calls/call-refs-source.ts';

const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/calls/call-refs.generated.ts',
);
const options = await prettier.resolveConfig(target);
fs.writeFileSync(target, await prettier.format(callRefsSource(), { ...options, filepath: target }));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
