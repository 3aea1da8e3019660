import { contentPageTags, richTextTags } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeContentPage, sanitizeRichText } from './html.ts';

describe('server rich-text cleaning (the server side of the shared allow-list)', () => {
  it('keeps every tag of the allow-list; h2 only in pages with sections', () => {
    for (const tag of richTextTags.filter((t) => t !== 'br' && t !== 'a')) {
      expect(sanitizeRichText(`<${tag}>texto</${tag}>`)).toBe(`<${tag}>texto</${tag}>`);
    }
    expect(contentPageTags).toContain('h2');
    expect(sanitizeRichText('<h2>Sección</h2>')).toBe('Sección');
    expect(sanitizeContentPage('<h2>Sección</h2>')).toBe('<h2>Sección</h2>');
  });

  it('drops tags outside the list (keeping their text), scripts, styles and every attribute but a link’s', () => {
    expect(sanitizeRichText('<p><s>tachado</s> <code>x</code> <span>y</span></p>')).toBe(
      '<p>tachado x y</p>',
    );
    expect(
      sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><img src="x">'),
    ).toBe('<p>a</p>');
    expect(sanitizeContentPage('<h2 id="x" class="c">CV</h2>')).toBe('<h2>CV</h2>');
    expect(sanitizeRichText('<a href="https://ejemplo.es" title="t" onclick="x()">e</a>')).toBe(
      '<a href="https://ejemplo.es" title="t" rel="noopener noreferrer">e</a>',
    );
  });

  it('keeps http, https, mailto and portal paths in links; drops other schemes and //host', () => {
    expect(sanitizeRichText('<a href="mailto:empleo@uni.es">x</a>')).toContain('href="mailto:');
    expect(sanitizeRichText('<a href="/ofertas">x</a>')).toContain('href="/ofertas"');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeRichText('<a href="//malo.example/x">x</a>')).not.toContain('href');
  });

  it('cleans a text asked again the same way (the kept result, never the raw text)', () => {
    const hostile = '<p onclick="x()">Oferta</p><script>alert(1)</script>';
    expect(sanitizeRichText(hostile)).toBe('<p>Oferta</p>');
    expect(sanitizeRichText(hostile)).toBe('<p>Oferta</p>');
    expect(sanitizeContentPage(hostile)).toBe('<p>Oferta</p>');
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
