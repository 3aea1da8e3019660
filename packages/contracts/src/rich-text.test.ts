import { describe, expect, it } from 'vitest';
import { richTextPlain } from './rich-text.ts';

describe('plain text of rich text', () => {
  it('reads inline tags as nothing and the sanitiser’s entities as their characters', () => {
    expect(
      richTextPlain('<p>Pr<em>á</em>cticas &amp; empleo&nbsp;</p>\n<p>&lt;3&gt; &quot;sí&#39;</p>'),
    ).toBe('Prácticas & empleo <3> "sí\'');
  });

  it('finds nothing written in tags, spaces and no-break spaces alone', () => {
    for (const html of ['', '<p></p>', '<p>&nbsp;</p><p> </p>', '<ul><li>&#160;</li></ul><br>']) {
      expect(richTextPlain(html), html).toBe('');
    }
    expect(richTextPlain('<p>&amp;</p>')).toBe('&');
  });

  it('leaves a space where a block ends or a line breaks, none for inline tags', () => {
    expect(
      richTextPlain('<p>Uno</p><ul><li><p>dos</p></li><li>tres</li></ul><h3>cuatro<br>cinco</h3>'),
    ).toBe('Uno dos tres cuatro cinco');
    expect(richTextPlain('<p>Pr<strong>á</strong>cticas<BR/>ya</p>')).toBe('Prácticas ya');
  });
});
