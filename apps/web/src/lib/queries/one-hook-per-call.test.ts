import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every source file of the web app but its tests. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sources(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The files that use each API call of the contracts (`offerCalls.list`, or `calls.list` where the
 * file imports `offerCalls as calls`): the call objects are only used to make the call.
 */
function callersByCall(): Map<string, string[]> {
  const callers = new Map<string, string[]>();
  for (const file of sources(src)) {
    const text = fs.readFileSync(file, 'utf8');
    const names = new Map<string, string>();
    for (const [, imported = '', alias] of text.matchAll(/\b(\w+Calls)(?: as (\w+))?\b/g)) {
      names.set(alias ?? imported, imported);
    }
    for (const [, object = '', member = ''] of text.matchAll(/\b(\w+)\.(\w+)\b/g)) {
      const imported = names.get(object);
      if (imported === undefined) {
        continue;
      }
      const call = `${imported}.${member}`;
      const files = callers.get(call) ?? [];
      const relative = path.relative(src, file);
      if (!files.includes(relative)) {
        files.push(relative);
      }
      callers.set(call, files);
    }
  }
  return callers;
}

/**
 * Calls that two features still ask through hooks of their own; each is to move to one shared
 * hook in lib/queries. The list only shrinks: a call added to it needs a reason.
 */
const notYetShared = new Set([
  'domainCalls.paises',
  'accountCalls.ssoStatus',
  'privacyCalls.acceptCandidate',
  'academicRecordCalls.importFile',
  'accountCalls.ssoStart',
]);

describe('the web app asks each API call from one place', () => {
  it('finds the calls it checks', () => {
    expect(callersByCall().size).toBeGreaterThan(150);
  });

  it('has one hook per call: a call asked from two files would keep two caches of one answer', () => {
    const twice = [...callersByCall()]
      .filter(([call, files]) => files.length > 1 && !notYetShared.has(call))
      .map(([call, files]) => `${call}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('keeps its list of calls not yet shared current', () => {
    const callers = callersByCall();
    const shared = [...notYetShared].filter((call) => (callers.get(call)?.length ?? 0) < 2);
    expect(shared, 'these calls have one hook now: take them off the list').toEqual([]);
  });
});
