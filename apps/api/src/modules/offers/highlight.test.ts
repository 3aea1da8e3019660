import { describe, expect, it } from 'vitest';
import { highlight, snippet, snippetSource, wordMatches } from './highlight.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { seededRandom } from '../../test/seeded-random.ts';
import { normalize, searchTerms } from './search-terms.ts';
import { withinEdits } from './title-words.ts';

describe('search terms and highlighting', () => {
  it('normalises like f_unaccent: lower case, no accents, words only', () => {
    expect(searchTerms('  Ingeniería  INFORMÁTICA, (Año) ñu ')).toEqual([
      'ingenieria',
      'informatica',
      'ano',
      'nu',
    ]);
  });

  it('matches stems, prefixes being typed and typos', () => {
    expect(wordMatches('Prácticas', 'practica')).toBe(true);
    expect(wordMatches('informático', 'informatica')).toBe(true);
    expect(wordMatches('desarrollo', 'desarr')).toBe(true);
    expect(wordMatches('desarrollo', 'desarollo')).toBe(true);
    // Two neighbouring letters swapped: one typo, as the search counts it.
    expect(wordMatches('Python', 'pyhton')).toBe(true);
    expect(wordMatches('marketing', 'desarollo')).toBe(false);
    expect(wordMatches('de', 'de')).toBe(true);
    expect(wordMatches('del', 'de')).toBe(false);
  });

  it('does not mark common words unless only common words were searched', () => {
    expect(
      highlight('Técnico/a de soporte y sistemas', searchTerms('técnico/a de soporte y')),
    ).toBe('<mark>Técnico</mark>/a de <mark>soporte</mark> y sistemas');
    expect(highlight('Ir de viaje', ['de'])).toBe('Ir <mark>de</mark> viaje');
  });

  it('escapes everything but the <mark> it adds', () => {
    expect(highlight('Prácticas <b>web</b> & "más" d\'Ascó', ['web'])).toBe(
      'Prácticas &lt;b&gt;<mark>web</mark>&lt;/b&gt; &amp; &quot;más&quot; d&#39;Ascó',
    );
    expect(highlight('<web>&<web>', ['web'])).toBe(
      '&lt;<mark>web</mark>&gt;&amp;&lt;<mark>web</mark>&gt;',
    );
  });

  it('cuts a snippet around the first match of the description', () => {
    const html = `<p>${Array.from({ length: 60 }, (_, i) => `palabra${String(i)}`).join(' ')} objetivo final</p>`;
    const s = snippet(html, ['objetivo'], 10);
    expect(s.startsWith('… ')).toBe(true);
    expect(s).toContain('<mark>objetivo</mark> final');
    expect(snippet('<p>Hola &amp; adiós</p>', ['adios'])).toBe('Hola &amp; <mark>adiós</mark>');
    expect(snippet('<p>Con PostgreSQL.</p><p>Teletrabajo<br>parcial</p>', ['parcial'])).toBe(
      'Con PostgreSQL. Teletrabajo <mark>parcial</mark>',
    );
  });

  it('reads the text a reader sees in stored HTML: entities decoded, blocks apart, no script', () => {
    expect(htmlToText('<h3>T&iacute;tulo</h3><ul><li>uno</li><li>dos</li></ul>')).toBe(
      'Título uno dos',
    );
    expect(htmlToText('<p>a &lt;b&gt; &quot;c&quot; &#39;d&#39;<br/>e</p><p>f</p>')).toBe(
      'a <b> "c" \'d\' e f',
    );
    expect(htmlToText('<p>antes<script>alert(1)</script><style>p{}</style> después</p>')).toBe(
      'antes después',
    );
    expect(htmlToText('<table><tr><td>x</td><td>y</td></tr></table>texto suelto & < 5')).toBe(
      'x y texto suelto & < 5',
    );
  });

  it('cuts the same snippets from a description cleaned once for several searches', () => {
    const html =
      '<p>Desarrollo de <b>aplicaciones</b> web.</p><ul><li>Análisis &amp; diseño</li></ul>';
    const source = snippetSource(html);
    for (const terms of [['desarrollo'], ['analisis'], ['disenos'], ['nada']]) {
      expect(snippet(source, terms, 4)).toBe(snippet(html, terms, 4));
    }
    expect(snippet(source, ['analisis'], 4)).toBe('… web. <mark>Análisis</mark> &amp; diseño');
  });

  it('marks and cuts exactly as comparing every word, normalised whole, with every term', () => {
    // The plain reading of the rule, word by word: what the quicker paths must agree with.
    const matches = (w: string, term: string) => {
      if (term.length < 3) {
        return w === term;
      }
      if (w.startsWith(term.slice(0, Math.max(3, term.length - 2)))) {
        return true;
      }
      const allowed = term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
      return allowed > 0 && withinEdits(w.slice(0, term.length + 1), term, allowed);
    };
    const plainHighlight = (text: string, terms: readonly string[]) =>
      text.replace(/([\p{L}\p{N}]+)|[^\p{L}\p{N}]+/gu, (piece, word?: string) => {
        const escaped = piece
          .replaceAll('&', '&amp;')
          .replaceAll('<', '&lt;')
          .replaceAll('>', '&gt;')
          .replaceAll('"', '&quot;')
          .replaceAll("'", '&#39;');
        const marked = word !== undefined && terms.some((t) => matches(normalize(word), t));
        return marked ? `<mark>${escaped}</mark>` : escaped;
      });
    const random = seededRandom(20_261_201);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const words = [
      'Desarrollo',
      'desarollo',
      'gestión',
      'GESTION',
      'niño',
      'Łukasz',
      'Nguyễn',
      'straße',
      'ΣΟΦΟΣ',
      'de',
      'y',
      'datos.',
      'web,',
      '(SQL)',
      'a<b',
      'C++',
      'año2026',
      'î',
    ];
    const termPool = [
      'desarrollo',
      'gestion',
      'nino',
      'lukasz',
      'nguyen',
      'strasse',
      'σοφος',
      'de',
      'datos',
      'sql',
      'ano2026',
      'web',
      'desarr',
      'y',
      'c',
    ];
    // Western text alone too: it is read by a quicker path than text with other scripts.
    const western = words.filter((w) => /^[^\u0100-\uffff]*$/.test(w));
    for (let run = 0; run < 4_000; run += 1) {
      const pool = run % 2 === 0 ? words : western;
      const text = Array.from({ length: 1 + Math.floor(random() * 60) }, () => pick(pool)).join(
        ' ',
      );
      const terms = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(termPool));
      const wanted = terms.some((t) => !['de', 'y'].includes(t))
        ? terms.filter((t) => !['de', 'y'].includes(t))
        : terms;
      const tokens = text.split(' ');
      const first = tokens.findIndex((token) =>
        (token.match(/[\p{L}\p{N}]+/gu) ?? []).some((w) =>
          wanted.some((t) => matches(normalize(w), t)),
        ),
      );
      const start = Math.max(0, first - 3);
      const expected =
        (start > 0 ? '… ' : '') +
        plainHighlight(tokens.slice(start, start + 10).join(' '), wanted) +
        (start + 10 < tokens.length ? ' …' : '');
      const html = `<p>${text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</p>`;
      expect(snippet(snippetSource(html), terms, 10)).toBe(expected);
      expect(highlight(text, terms)).toBe(plainHighlight(text, wanted));
    }
  });
});
