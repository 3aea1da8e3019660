import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from './match-media.ts';
import { stubResizeObserver } from './resize-observer.ts';

/** Renders a page that reads the URL at `url` (the history moves there first), with Mantine. */
export function renderAtUrl(url: string, page: ReactNode) {
  window.history.replaceState(null, '', url);
  return render(
    <MantineProvider>
      <BrowserRouter>{page}</BrowserRouter>
    </MantineProvider>,
  );
}

/**
 * The hooks of a test file that renders such pages: what jsdom lacks for Mantine, and after each
 * test an empty document, the globals restored and the address back at `/`.
 */
export function resetPagesAtUrl(): void {
  beforeAll(() => {
    stubMatchMedia();
  });
  beforeEach(() => {
    stubResizeObserver();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });
}
