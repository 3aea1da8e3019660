import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No module cycle between offers, applications, signatures and internships. The layers,
 * lowest first: a module may import its own layer or a lower one, never a higher one. Tables
 * (`*.table.ts`) are the database schema, one shared layer read by every repository (foreign keys
 * run both ways between these modules); the table files themselves must form no cycle.
 */
const layers = [
  'candidates',
  'application-states',
  'signatures',
  'offers',
  'applications',
  'internships',
];

const root = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const moduleOf = (file: string) => path.relative(root, file).split(path.sep)[0] ?? '';

/** Every relative import of the layered modules' files that lands in another module. */
function crossImports() {
  const found: { from: string; to: string; fromModule: string; toModule: string }[] = [];
  for (const name of layers) {
    for (const file of sourceFiles(path.join(root, name))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = path.resolve(path.dirname(file), match[1] ?? '');
        const toModule = moduleOf(target);
        if (target.startsWith(root) && toModule !== name) {
          found.push({ from: file, to: target, fromModule: name, toModule });
        }
      }
    }
  }
  return found;
}

describe('module layers', () => {
  it('never lets a lower module import a higher one', () => {
    const upward = crossImports()
      .filter((i) => !i.to.endsWith('.table.ts'))
      .filter((i) => layers.indexOf(i.toModule) > layers.indexOf(i.fromModule))
      .map((i) => `${path.relative(root, i.from)} -> ${path.relative(root, i.to)}`);
    expect(upward).toEqual([]);
  });

  it('has no cycle among the table files', () => {
    const edges = new Map<string, string[]>();
    for (const file of sourceFiles(root).filter((f) => f.endsWith('.table.ts'))) {
      const text = readFileSync(file, 'utf8');
      edges.set(
        file,
        [...text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+\.table\.ts)['"]/g)].map((m) =>
          path.resolve(path.dirname(file), m[1] ?? ''),
        ),
      );
    }
    const done = new Set<string>();
    const visiting = new Set<string>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (visiting.has(file)) {
        cycles.push([...trail, file].map((f) => path.relative(root, f)).join(' -> '));
        return;
      }
      if (done.has(file)) {
        return;
      }
      visiting.add(file);
      for (const next of edges.get(file) ?? []) {
        visit(next, [...trail, file]);
      }
      visiting.delete(file);
      done.add(file);
    };
    for (const file of edges.keys()) {
      visit(file, []);
    }
    expect(cycles).toEqual([]);
  });
});
