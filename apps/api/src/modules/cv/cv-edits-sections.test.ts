import { Codes, cvCalls, PRESENTATION_MAX_CHARS, type Cv } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';

const t = await createTestApp();

const cvOf = async (email: string) => (await callAs<Cv>(t, cvCalls.get, email)).datos;
type FieldErrors = { errores: { campo: string; codigo: string; mensaje: string }[] };

describe('languages', () => {
  it('adds, edits and deletes a language; the same language twice is refused', async () => {
    const c = await buildCandidate(t.ctx.db);
    const added = await callAs<{ id: number }>(t, cvCalls.addLanguage, c.email, {
      body: { idIdioma: 3, nivel: 'B1', certificado: 'DELF B1' },
    });
    expect(added.status).toBe(0);
    expect(added.datos.id).toBe(3);
    const twice = await callAs(t, cvCalls.addLanguage, c.email, {
      body: { idIdioma: 3, nivel: 'A2' },
    });
    expect(twice.http).toBe(400);
    expect(
      (await callAs(t, cvCalls.editLanguage, c.email, { body: { id: 3, nivel: 'C1' } })).status,
    ).toBe(0);
    let cv = await cvOf(c.email);
    expect(cv.idiomas).toEqual([
      { id: 3, idIdioma: 3, idioma: 'Francés', nivel: 'C1', certificado: null },
    ]);
    const badLevel = await callAs(t, cvCalls.addLanguage, c.email, {
      body: { idIdioma: 2, nivel: 'D1' },
    });
    expect(badLevel.http).toBe(400);
    expect((await callAs(t, cvCalls.deleteLanguage, c.email, { body: { id: 3 } })).status).toBe(0);
    expect((await callAs(t, cvCalls.deleteLanguage, c.email, { body: { id: 3 } })).status).toBe(
      404,
    );
    expect(
      (await callAs(t, cvCalls.editLanguage, c.email, { body: { id: 3, nivel: 'A1' } })).status,
    ).toBe(404);
    cv = await cvOf(c.email);
    expect(cv.idiomas).toEqual([]);
  });
});

describe('experience', () => {
  it('adds, edits and deletes experience; dates are checked', async () => {
    const c = await buildCandidate(t.ctx.db);
    const body = {
      empresa: 'Talleres Núñez',
      puesto: 'Becario de diseño',
      fechaInicio: '2022-07-01',
      fechaFin: '2022-09-30',
      descripcion: 'Diseño de piezas.',
      idAreaFuncional: 1,
    };
    const added = await callAs<{ id: number }>(t, cvCalls.addExperience, c.email, { body });
    expect(added.status).toBe(0);
    const edited = await callAs(t, cvCalls.editExperience, c.email, {
      body: { ...body, id: added.datos.id, fechaFin: null },
    });
    expect(edited.status).toBe(0);
    const cv = await cvOf(c.email);
    expect(cv.profesional.experiencia[0]).toMatchObject({
      id: added.datos.id,
      empresa: 'Talleres Núñez',
      fechaFin: null,
    });
    const wrong = await callAs(t, cvCalls.addExperience, c.email, {
      body: { ...body, fechaFin: '2022-01-01' },
    });
    expect(wrong.http).toBe(400);
    const badDate = await callAs(t, cvCalls.addExperience, c.email, {
      body: { ...body, fechaInicio: '01/07/2022' },
    });
    expect(badDate.http).toBe(400);
    expect(
      (await callAs(t, cvCalls.deleteExperience, c.email, { body: { id: added.datos.id } })).status,
    ).toBe(0);
    expect(
      (await callAs(t, cvCalls.deleteExperience, c.email, { body: { id: added.datos.id } })).status,
    ).toBe(404);
    expect(
      (await callAs(t, cvCalls.editExperience, c.email, { body: { ...body, id: added.datos.id } }))
        .status,
    ).toBe(404);
  });
});

describe('skills, computer knowledge, interest and professional data', () => {
  it('replaces each list as a whole', async () => {
    const c = await buildCandidate(t.ctx.db);
    expect(
      (
        await callAs(t, cvCalls.editSkills, c.email, {
          body: { competencias: ['Trabajo en equipo', 'trabajo en equipo', 'Liderazgo'] },
        })
      ).status,
    ).toBe(0);
    expect(
      (
        await callAs(t, cvCalls.editComputerSkills, c.email, {
          body: { programasInformaticos: [1, 2], otros: 'LaTeX' },
        })
      ).status,
    ).toBe(0);
    expect(
      (
        await callAs(t, cvCalls.editInterest, c.email, {
          body: { areasFuncionales: [1], movilidadGeografica: true },
        })
      ).status,
    ).toBe(0);
    expect(
      (
        await callAs(t, cvCalls.editProfessional, c.email, {
          body: { situacionLaboral: 'estudiando', carnetConducir: true, vehiculoPropio: false },
        })
      ).status,
    ).toBe(0);
    const cv = await cvOf(c.email);
    expect(cv.interes.competencias).toEqual(['Trabajo en equipo', 'Liderazgo']);
    expect(cv.interes.programasInformaticos.map((p) => p.id)).toEqual([1, 2]);
    expect(cv.interes.otrosConocimientosInformaticos).toBe('LaTeX');
    expect(cv.interes.areasFuncionales.map((a) => a.id)).toEqual([1]);
    expect(cv.interes.movilidadGeografica).toBe(true);
    expect(cv.profesional).toMatchObject({ situacionLaboral: 'estudiando', carnetConducir: true });
    expect(
      (
        await callAs(t, cvCalls.editComputerSkills, c.email, {
          body: { programasInformaticos: [999999] },
        })
      ).http,
    ).toBe(400);
    expect(
      (
        await callAs(t, cvCalls.editInterest, c.email, {
          body: { areasFuncionales: [999999], movilidadGeografica: false },
        })
      ).http,
    ).toBe(400);
  });
});

describe('preferences, work permit, presentation and portfolio', () => {
  it('saves the preferences and the active searches', async () => {
    const c = await buildCandidate(t.ctx.db);
    for (const [call, body] of [
      [cvCalls.editPreferredPeriod, { idPeriodoPreferencia: 3 }],
      [cvCalls.editActiveInternshipSearch, { activa: false }],
      [cvCalls.editActiveJobSearch, { activa: false }],
      [cvCalls.editWorkPermit, { permiso: true }],
    ] as const) {
      expect((await callAs(t, call, c.email, { body })).status).toBe(0);
    }
    const cv = await cvOf(c.email);
    expect(cv).toMatchObject({
      idPeriodoPreferenciaPracticas: 3,
      busquedaPracticasActiva: false,
      busquedaTrabajoActiva: false,
      tienePermisoTrabajo: true,
    });
  });

  it('needs a work permit to look for a job as a non-EEA national (34)', async () => {
    const c = await buildCandidate(t.ctx.db);
    await t.ctx.db
      .update(candidates)
      .set({ idPaisNacionalidad: 2, tienePermisoTrabajo: false })
      .where(eq(candidates.userId, c.id));
    const cv = await cvOf(c.email);
    expect(cv.necesitaPermisoTrabajo).toBe(true);
    expect(cv.completitud.faltan).toContainEqual({
      campo: 'tienePermisoTrabajo',
      seccion: 'preferencias',
      obligatorio: true,
    });
    const refused = await callAs(t, cvCalls.editActiveJobSearch, c.email, {
      body: { activa: true },
    });
    expect(refused.status).toBe(Codes.WORK_PERMIT_REQUIRED);
    await callAs(t, cvCalls.editWorkPermit, c.email, { body: { permiso: true } });
    const allowed = await callAs(t, cvCalls.editActiveJobSearch, c.email, {
      body: { activa: true },
    });
    expect(allowed.status).toBe(0);
  });

  it('sanitises the presentation on the server', async () => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs(t, cvCalls.editPresentation, c.email, {
      body: { texto: '<p onclick="x()">Hola <strong>mundo</strong><script>alert(1)</script></p>' },
    });
    expect(res.status).toBe(0);
    expect((await cvOf(c.email)).presentacion).toBe('<p>Hola <strong>mundo</strong></p>');
    await callAs(t, cvCalls.editPresentation, c.email, { body: { texto: '<p> </p>' } });
    expect((await cvOf(c.email)).presentacion).toBeNull();
  });

  it('counts the presentation’s length in what it says, not in its markup', async () => {
    const c = await buildCandidate(t.ctx.db);
    // Each "&amp;" is one character of text; the tags and entities add none.
    const atLimit = `<p><strong>${'&amp;'.repeat(2000)}</strong>${'a'.repeat(PRESENTATION_MAX_CHARS - 2000)}</p>`;
    expect(
      (await callAs(t, cvCalls.editPresentation, c.email, { body: { texto: atLimit } })).status,
    ).toBe(0);
    expect((await cvOf(c.email)).presentacion).toBe(atLimit);
    const over = await callAs<FieldErrors>(t, cvCalls.editPresentation, c.email, {
      body: { texto: `<p>${'a'.repeat(PRESENTATION_MAX_CHARS + 1)}</p>` },
    });
    expect(over.http).toBe(400);
    expect(over.datos.errores[0]?.campo).toBe('texto');
    expect((await cvOf(c.email)).presentacion).toBe(atLimit);
  });

  it('accepts http(s) portfolio links only', async () => {
    const c = await buildCandidate(t.ctx.db);
    const ok = await callAs(t, cvCalls.editPortfolioLink, c.email, {
      body: { enlace: 'https://portfolio.example.com/ana' },
    });
    expect(ok.status).toBe(0);
    expect((await cvOf(c.email)).enlacePortfolio).toBe('https://portfolio.example.com/ana');
    const bad = await callAs<FieldErrors>(t, cvCalls.editPortfolioLink, c.email, {
      body: { enlace: 'javascript:alert(1)' },
    });
    expect(bad.http).toBe(400);
    expect(bad.datos.errores[0]?.campo).toBe('enlace');
  });
});
