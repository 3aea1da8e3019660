import { describe, expect, it } from 'vitest';
import { decodeEntities, parseHighlight } from './highlight.ts';

describe('highlighted snippets', () => {
  it('splits the marked words from the text', () => {
    expect(
      parseHighlight('Prácticas en <mark>desarrollo</mark> de <mark>software</mark> web'),
    ).toEqual([
      { text: 'Prácticas en ', marked: false },
      { text: 'desarrollo', marked: true },
      { text: ' de ', marked: false },
      { text: 'software', marked: true },
      { text: ' web', marked: false },
    ]);
  });

  it('decodes the escaped text once, so markup in offers stays text', () => {
    const parts = parseHighlight(
      '&lt;img src=x onerror=alert(1)&gt; I&amp;D &quot;<mark>datos</mark>&quot; &#39;ok&#39; &amp;lt;',
    );
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> I&D "', marked: false },
      { text: 'datos', marked: true },
      { text: `" 'ok' &lt;`, marked: false },
    ]);
  });

  it('keeps any other tag as literal text', () => {
    expect(parseHighlight('<b>x</b> <mark><i>y</i></mark>')).toEqual([
      { text: '<b>x</b> ', marked: false },
      { text: '<i>y</i>', marked: true },
    ]);
  });

  it('returns nothing for an empty snippet and merges adjacent marks', () => {
    expect(parseHighlight('')).toEqual([]);
    expect(parseHighlight('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', marked: true }]);
  });

  it('decodes numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&#225;&#xE9; &nbsp2; &foo;')).toBe('áé &nbsp2; &foo;');
  });
});
