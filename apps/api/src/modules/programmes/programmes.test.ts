import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programmeAdhesions, programmes } from '../../db/schema.ts';
import { buildCandidate, buildGraduate } from '../../test/builders.ts';
import { buildProgramme } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const talento = await buildProgramme(t.ctx.db, {
  slug: 'programa-talento-europa',
  titulo: 'Programa Talento Europa',
  descripcion: '<p>Prácticas remuneradas de 12 meses para titulados recientes.</p>',
  meses: 12,
  dedicacion: 80,
  documentosRequeridos: [4],
});

describe('detallePrograma and solicitaAdhesionPrograma', () => {
  it('shows the programme by id or slug, with its required documents and my adhesion', async () => {
    const user = await buildCandidate(t.ctx.db, { conEmpleo: true });
    for (const ref of [String(talento.id), 'programa-talento-europa']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Alumno/detallePrograma/${ref}`,
        headers: await t.authHeader(user.email),
      });
      expect(res.json().datos).toMatchObject({
        idPrograma: talento.id,
        titulo: 'Programa Talento Europa',
        dedicacion: 80,
        meses: 12,
        urlAcceso: 'programa-talento-europa',
        documentacionNecesaria: [{ idTipoDocumento: 4, nombre: 'Certificado de empadronamiento' }],
        adhesionSolicitada: false,
        fechaAdhesion: null,
        estadoAdhesion: null,
        motivoAdhesion: null,
      });
    }
  });

  it('records one adhesion; asking again is 64; concurrent requests keep one row', async () => {
    const user = await buildCandidate(t.ctx.db, { conEmpleo: true });
    const ask = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/Alumno/solicitaAdhesionPrograma/${String(talento.id)}`,
        headers: await t.authHeader(user.email),
      });
    const results = await Promise.all([ask(), ask()]);
    expect(results.map((r) => r.json().status).sort()).toEqual([0, 64]);
    const ok = results.find((r) => r.json().status === 0)!;
    expect(ok.json()).toMatchObject({
      mensaje: 'Tu solicitud de inscripción se ha registrado correctamente.',
      datos: { adhesionSolicitada: true, estadoAdhesion: 'pendiente', motivoAdhesion: null },
    });
    expect((await ask()).statusCode).toBe(409);
    const rows = await t.ctx.db
      .select()
      .from(programmeAdhesions)
      .where(eq(programmeAdhesions.candidateId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('tells the candidate where the request stands, with the reason of a rejection', async () => {
    const user = await buildCandidate(t.ctx.db, { conEmpleo: true });
    const headers = await t.authHeader(user.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/Alumno/solicitaAdhesionPrograma/${String(talento.id)}`,
      headers,
    });
    await t.ctx.db
      .update(programmeAdhesions)
      .set({ estado: 'rechazada', motivo: 'Faltan créditos', decididaAt: new Date() })
      .where(eq(programmeAdhesions.candidateId, user.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Alumno/detallePrograma/${String(talento.id)}`,
      headers,
    });
    expect(res.json().datos).toMatchObject({
      adhesionSolicitada: true,
      estadoAdhesion: 'rechazada',
      motivoAdhesion: 'Faltan créditos',
    });
  });

  it('answers 404 for an unknown programme', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/detallePrograma/no-existe',
      headers: await t.authHeader((await buildGraduate(t.ctx.db)).email),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('programasPracticasActivos', () => {
  it('lists the active programmes without a token, not the inactive ones', async () => {
    await t.ctx.db.insert(programmes).values({
      slug: 'programa-cerrado-test',
      titulo: 'Programa cerrado',
      fechaInicio: '2020-01-01',
      fechaFin: '2020-12-31',
      meses: 6,
      activo: false,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Publico/programasPracticasActivos',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    const items: { urlAcceso: string }[] = body.datos;
    expect(items.map((p) => p.urlAcceso)).not.toContain('programa-cerrado-test');
    expect(body.datos).toContainEqual(
      expect.objectContaining({
        idPrograma: talento.id,
        titulo: 'Programa Talento Europa',
        meses: 12,
        urlAcceso: 'programa-talento-europa',
        fechaInicio: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      }),
    );
    expect(body.datos[0]).not.toHaveProperty('descripcion');
  });
});
