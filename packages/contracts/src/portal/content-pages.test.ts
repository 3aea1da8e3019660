import { describe, expect, it } from 'vitest';
import { withHeadingAnchors } from './content-pages.ts';

describe('withHeadingAnchors', () => {
  it('gives h2 and h3 ids from their text and lists them in order', () => {
    const { html, indice } = withHeadingAnchors(
      '<p>Intro</p><h2>Tu currículum</h2><p>a</p><h3 class="x">La <strong>entrevista</strong> &amp; más</h3><h4>No</h4>',
      'orientacion',
    );
    expect(indice).toEqual([
      { ancla: 'orientacion-tu-curriculum', titulo: 'Tu currículum', nivel: 2 },
      { ancla: 'orientacion-la-entrevista-mas', titulo: 'La entrevista & más', nivel: 3 },
    ]);
    expect(html).toBe(
      '<p>Intro</p><h2 id="orientacion-tu-curriculum">Tu currículum</h2><p>a</p><h3 id="orientacion-la-entrevista-mas">La <strong>entrevista</strong> &amp; más</h3><h4>No</h4>',
    );
  });

  it('numbers repeated headings and leaves empty ones out', () => {
    const { indice } = withHeadingAnchors('<h2>FAQ</h2><h2>FAQ</h2><h2> </h2><h2>¡!</h2>', 'p');
    expect(indice.map((e) => e.ancla)).toEqual(['p-faq', 'p-faq-2', 'p-seccion']);
  });
});
