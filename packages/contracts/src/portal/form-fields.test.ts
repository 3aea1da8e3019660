import { describe, expect, it } from 'vitest';
import { richTextPlain, spanishToday } from './form-fields.ts';

describe("today in Spain's calendar", () => {
  it('turns the day at midnight in Madrid, summer time and winter time alike', () => {
    expect(spanishToday(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(spanishToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(spanishToday(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(spanishToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('follows the instant it is given, call after call', () => {
    const days = ['2026-03-01', '2026-03-02', '2025-11-15'].map((day) =>
      spanishToday(new Date(`${day}T12:00:00Z`)),
    );
    expect(days).toEqual(['2026-03-01', '2026-03-02', '2025-11-15']);
  });
});

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
});
