import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the documented configuration', () => {
  const variables = Object.keys(envSchema.shape);

  it('lists every variable the server reads in .env.example, with a value line', () => {
    const example = read('.env.example');
    const missing = variables.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });

  it('names every variable the server reads in the README', () => {
    const readme = read('README.md');
    expect(variables.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
