import type { Guide } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guides } from '../../db/schema.ts';
import { buildGuide } from '../../test/build-content.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DAY_MS } from '../../lib/dates.ts';

const t = await createTestApp();
const student = await buildCandidate(t.ctx.db);
const url = '/api/Alumno/dameGuiaOrientacion';
const list = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: await t.authHeader(student.email),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: number; datos: Guide[] }>().datos;
};

describe('dameGuiaOrientacion', () => {
  it('lists the guides newest first in the spec fields', async () => {
    const titles = [
      'Cómo preparar tu currículum',
      'La entrevista de trabajo',
      'Prácticas curriculares y extracurriculares',
      'Buscar empleo en Europa',
      'Tu marca personal en redes',
    ];
    // Built oldest first, so only the publication date can put them newest first.
    for (const [i, titulo] of [...titles].reverse().entries()) {
      await buildGuide(t.ctx.db, {
        titulo,
        descripcion:
          i === titles.length - 1
            ? '<p>Estructura, extensión y errores frecuentes de un CV.</p>'
            : '<p>Una guía.</p>',
        ...(i === titles.length - 1
          ? { urlFichero: '/guias/guia-curriculum.pdf', urlImagen: '/brand/guia-cv.svg' }
          : {}),
        publicadaAt: new Date(Date.now() - (10 - i) * DAY_MS),
      });
    }
    const items = (await list()).filter((g) => titles.includes(g.titulo));
    expect(items.map((g) => g.titulo)).toEqual(titles);
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
      headers: await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa'),
    });
    expect(company.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.json()).toMatchObject({ status: 2, datos: null });
  });
});
