// @vitest-environment jsdom
import { contentPageTags } from '@portal/contracts/rich-text';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml (the browser side of the rich-text allow-list)', () => {
  it('keeps every tag of the allow-list, with its text', () => {
    for (const tag of contentPageTags.filter((t) => t !== 'br')) {
      expect(sanitizeHtml(`<${tag}>texto</${tag}>`)).toBe(`<${tag}>texto</${tag}>`);
    }
    expect(sanitizeHtml('<p>uno<br>dos</p>')).toBe('<p>uno<br>dos</p>');
  });

  it('drops tags outside the list but keeps their text, and drops scripts, styles and forms whole', () => {
    expect(sanitizeHtml('<p><s>tachado</s> <code>x</code> <span>y</span></p>')).toBe(
      '<p>tachado x y</p>',
    );
    expect(
      sanitizeHtml(
        '<p>a</p><script>alert(1)</script><style>p{}</style><img src="x" onerror="alert(1)"><iframe src="/"></iframe><table><tbody><tr><td>c</td></tr></tbody></table>',
      ),
    ).toBe('<p>a</p>c');
    expect(sanitizeHtml('<form><input name="q"><button>Enviar</button></form>')).toBe('Enviar');
  });

  it('keeps a link and its attributes, and the anchors the server gives headings, nothing else', () => {
    expect(
      sanitizeHtml(
        '<a href="https://ejemplo.es" title="t" target="_blank" rel="noopener noreferrer" style="color:red" data-x="1" aria-label="z" onclick="x()">e</a>',
      ),
    ).toBe(
      '<a href="https://ejemplo.es" title="t" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeHtml('<h2 id="orientacion-cv" class="c">CV</h2>')).toBe(
      '<h2 id="orientacion-cv">CV</h2>',
    );
  });

  it('keeps http, https, mailto and portal paths in links; drops other schemes and //host', () => {
    const href = (html: string) =>
      new DOMParser()
        .parseFromString(sanitizeHtml(html), 'text/html')
        .querySelector('a')
        ?.getAttribute('href') ?? null;
    expect(href('<a href="http://a.es">x</a>')).toBe('http://a.es');
    expect(href('<a href="mailto:empleo@uni.es">x</a>')).toBe('mailto:empleo@uni.es');
    expect(href('<a href="/ofertas?q=1">x</a>')).toBe('/ofertas?q=1');
    expect(href('<a href="javascript:alert(1)">x</a>')).toBeNull();
    expect(href('<a href="data:text/html,x">x</a>')).toBeNull();
    expect(href('<a href="//malo.example/x">x</a>')).toBeNull();
  });
});
