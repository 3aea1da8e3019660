import type { Guide } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guides } from '../../db/schema.ts';
import { createDemoTestApp } from '../../test/test-app.ts';

const t = await createDemoTestApp();
const url = '/api/Alumno/dameGuiaOrientacion';
const list = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: await t.authHeader('estudiante@demo.es'),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: number; datos: Guide[] }>().datos;
};

describe('dameGuiaOrientacion', () => {
  it('lists the guides newest first in the spec fields', async () => {
    const mainDemo = [
      'Cómo preparar tu currículum',
      'La entrevista de trabajo',
      'Prácticas curriculares y extracurriculares',
      'Buscar empleo en Europa',
      'Tu marca personal en redes',
    ];
    // The back-office demo adds a guide of its own.
    const items = (await list()).filter((g) => mainDemo.includes(g.titulo));
    expect(items.map((g) => g.titulo)).toEqual(mainDemo);
    expect(items[0]).toMatchObject({
      urlFichero: '/guias/guia-curriculum.pdf',
      ulrImagen: '/brand/guia-cv.svg',
    });
    expect(items[0]?.descripcion).toContain('<p>Estructura, extensión');
    expect(items[4]).toMatchObject({ urlFichero: null, ulrImagen: null });
  });

  it('sanitises the HTML description, keeping basic formatting', async () => {
    const [row] = await t.ctx.db
      .insert(guides)
      .values({
        titulo: 'Guía con HTML peligroso',
        descripcion:
          '<p onclick="x()">Hola <strong>fuerte</strong> <em>y</em> <a href="javascript:alert(1)">mal</a> <a href="https://ok.example">bien</a></p><script>alert(1)</script><img src=x onerror="alert(1)"><ul><li>uno</li></ul><iframe src="https://evil.example"></iframe>',
      })
      .returning();
    const items = await list();
    expect(items[0]?.titulo).toBe('Guía con HTML peligroso');
    const html = items[0]?.descripcion ?? '';
    expect(html).toContain('<strong>fuerte</strong>');
    expect(html).toContain('<em>y</em>');
    expect(html).toContain('<ul><li>uno</li></ul>');
    expect(html).toContain('<a href="https://ok.example" rel="noopener noreferrer">bien</a>');
    for (const bad of ['<script', 'onclick', 'onerror', '<img', 'javascript:', '<iframe']) {
      expect(html).not.toContain(bad);
    }
    if (row) {
      await t.ctx.db.delete(guides).where(eq(guides.id, row.id));
    }
  });

  it('is for candidates only', async () => {
    const company = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.authHeader('empresa@demo.es'),
    });
    expect(company.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.json()).toMatchObject({ status: 2, datos: null });
  });
});
