import { describe, expect, it } from 'vitest';
import { callGroups } from './all-calls.ts';
import { callRefs } from './call-refs.generated.ts';

describe('call-refs.generated.ts', () => {
  it('has the method, path and need of a session of every declaration (regenerate it when this fails)', () => {
    const fromDeclarations = Object.fromEntries(
      Object.entries(callGroups).map(([group, calls]) => [
        group,
        Object.fromEntries(
          Object.entries(
            calls as Record<string, { method: string; path: string; auth: unknown }>,
          ).map(([name, call]) => [
            name,
            { method: call.method, path: call.path, needsSession: call.auth !== 'public' },
          ]),
        ),
      ]),
    );
    expect(JSON.parse(JSON.stringify(callRefs))).toEqual(fromDeclarations);
  });
});
