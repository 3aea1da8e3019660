import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure } from './page-error-boundary.tsx';

describe('isChunkLoadFailure', () => {
  it("knows the browsers' and Vite's words for code that could not be fetched", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/page-1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
      'Unable to preload CSS for /assets/list-filters-BN6SP0wU.css',
    ]) {
      expect(isChunkLoadFailure(new TypeError(message)), message).toBe(true);
    }
  });

  it('does not take a page that throws while rendering for a connection failure', () => {
    expect(
      isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
  });
});
