// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text.tsx';

afterEach(cleanup);

describe('HighlightedText', () => {
  it('marks the matched words and shows markup in the offer as text', () => {
    const { container } = render(
      <p>
        <HighlightedText snippet="&lt;script&gt;alert(1)&lt;/script&gt; <mark>Ingeniería</mark> civil" />
      </p>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script> Ingeniería civil');
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Ingeniería']);
  });

  it('does not turn an unescaped tag from the server into an element', () => {
    const { container } = render(
      <p>
        <HighlightedText snippet={'<img src="x" onerror="alert(1)"><mark>datos</mark>'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src="x" onerror="alert(1)">datos');
  });
});
