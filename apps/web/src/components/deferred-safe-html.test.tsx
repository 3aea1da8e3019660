// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredSafeHtml, loadSanitizer } from './deferred-safe-html.tsx';

afterEach(cleanup);

const dirty =
  '<p>Plazo <strong>abierto</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">';

describe('DeferredSafeHtml', () => {
  it('draws the sanitised HTML once the sanitiser has loaded, never the raw one', async () => {
    const { container } = render(<DeferredSafeHtml html={dirty} className="rich-text" />);
    // Before the sanitiser arrives the box is empty, not the unsanitised markup.
    expect(container.querySelector('script')).toBeNull();
    await waitFor(() => {
      expect(container.querySelector('strong')?.textContent).toBe('abierto');
    });
    expect(container.querySelector('script')).toBeNull();
    // An image is outside the rich-text allow-list: gone, with its handler.
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws at once when the data query already loaded the sanitiser', async () => {
    await loadSanitizer();
    const { container } = render(<DeferredSafeHtml html={dirty} />);
    expect(container.querySelector('strong')?.textContent).toBe('abierto');
    expect(container.querySelector('script')).toBeNull();
  });
});
