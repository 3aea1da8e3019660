import { Codes, cvCalls, type Cv } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, candidateStudies } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs, pdfOf, pngOf } from './cv-test-helpers.ts';

const t = await createTestApp();

const cvOf = async (email: string) => (await callAs<Cv>(t, cvCalls.get, email)).datos;
type FieldErrors = { errores: { campo: string; codigo: string; mensaje: string }[] };

const personal = {
  DNI: '12345678Z',
  telefono: '600111222',
  fechaNacimiento: '2001-04-02',
  idPaisNacionalidad: 1,
  idProvincia: 28,
  idLocalidad: 28079,
  numeroSeguridadSocial: '281234567840',
};

describe('editDatosPersonales', () => {
  it('saves the personal data (the DNI normalised)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: '00000001-r' },
    });
    expect(res.status).toBe(0);
    const cv = await cvOf(c.email);
    expect(cv.personales).toMatchObject({
      DNI: '00000001R',
      telefono: '600111222',
      fechaNacimiento: '2001-04-02',
      provincia: 'Madrid',
      localidad: 'Madrid',
    });
  });

  it.each([
    [{ DNI: '12345678A' }, Codes.INVALID_DNI, 'DNI', 'El DNI está mal formado'],
    [{ DNI: 'X1234567A' }, Codes.INVALID_NIE, 'DNI', 'El NIE está mal formado'],
    [
      { numeroSeguridadSocial: '281234567841' },
      Codes.INVALID_SOCIAL_SECURITY_NUMBER,
      'numeroSeguridadSocial',
      'El número de la Seguridad Social está mal formado',
    ],
    [{ telefono: null }, Codes.MANDATORY_DATA_MISSING, 'telefono', 'Este campo es requerido'],
  ])('refuses %o with %i', async (change, code, campo, mensaje) => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs<FieldErrors>(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: '00000002W', ...change },
    });
    expect(res.status).toBe(code);
    expect(res.datos.errores).toEqual([expect.objectContaining({ campo, mensaje })]);
  });

  it('refuses removing the social security number of a student (106)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: '00000003A', numeroSeguridadSocial: '' },
    });
    expect(res.status).toBe(Codes.SOCIAL_SECURITY_NUMBER_REQUIRED);
  });

  it('refuses a town of another province (400)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: '00000004G', idProvincia: 8 },
    });
    expect(res.http).toBe(400);
  });
});

describe('editDatosEmail', () => {
  it('saves the contact email and the communications choice', async () => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs(t, cvCalls.editEmail, c.email, {
      body: { email: 'ana.contacto@correo.es', comunicacionesEnEmailEstudiante: false },
    });
    expect(res.status).toBe(0);
    const cv = await cvOf(c.email);
    expect(cv.personales.email).toBe('ana.contacto@correo.es');
    expect(cv.personales.emailEstudiante).toBe(c.email);
    expect(cv.personales.comunicacionesEnEmailEstudiante).toBe(false);
  });

  it('refuses a malformed email (70)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs<FieldErrors>(t, cvCalls.editEmail, c.email, {
      body: { email: 'ana@', comunicacionesEnEmailEstudiante: true },
    });
    expect(res.status).toBe(Codes.INVALID_EMAIL);
    expect(res.datos.errores[0]?.mensaje).toBe(
      'Debes indicar una dirección de correo electrónico válida',
    );
  });
});

describe('studies', () => {
  it('adds, edits and deletes studies outside the university; records are read-only', async () => {
    const c = await buildCandidate(t.ctx.db);
    const added = await callAs<{ id: number }>(t, cvCalls.addStudy, c.email, {
      body: {
        titulo: 'Curso de diseño',
        centro: 'Academia Centro',
        fechaInicio: '2020-01-10',
        fechaFin: '2020-06-30',
        nota: 9,
      },
    });
    expect(added.status).toBe(0);
    const edited = await callAs(t, cvCalls.editStudy, c.email, {
      body: { id: added.datos.id, centro: 'Academia Norte', fechaInicio: '2020-01-10', nota: 8.5 },
    });
    expect(edited.status).toBe(0);
    let cv = await cvOf(c.email);
    expect(cv.academicos.find((s) => s.id === added.datos.id)).toMatchObject({
      titulo: 'Curso de diseño',
      centro: 'Academia Norte',
      deLaUniversidad: false,
      nota: 8.5,
    });
    const record = cv.academicos.find((s) => s.deLaUniversidad);
    expect(record?.editable).toBe(false);
    const readOnly = await callAs(t, cvCalls.editStudy, c.email, {
      body: { id: record?.id, centro: 'Otro' },
    });
    expect(readOnly.http).toBe(403);
    expect((await callAs(t, cvCalls.deleteStudy, c.email, { body: { id: record?.id } })).http).toBe(
      403,
    );
    const deleted = await callAs(t, cvCalls.deleteStudy, c.email, { body: { id: added.datos.id } });
    expect(deleted.status).toBe(0);
    cv = await cvOf(c.email);
    expect(cv.academicos).toHaveLength(1);
  });

  it('refuses an end date before the start (400) and another candidate’s study (404)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const wrong = await callAs<FieldErrors>(t, cvCalls.addStudy, c.email, {
      body: { titulo: 'X', centro: 'Y', fechaInicio: '2021-01-01', fechaFin: '2020-01-01' },
    });
    expect(wrong.http).toBe(400);
    expect(wrong.datos.errores[0]?.campo).toBe('fechaFin');
    const other = await buildCandidate(t.ctx.db);
    const theirs = await callAs<{ id: number }>(t, cvCalls.addStudy, other.email, {
      body: { titulo: 'X', centro: 'Y' },
    });
    const res = await callAs(t, cvCalls.editStudy, c.email, {
      body: { id: theirs.datos.id, centro: 'Z' },
    });
    expect(res.status).toBe(404);
    expect(
      (await callAs(t, cvCalls.deleteStudy, c.email, { body: { id: theirs.datos.id } })).status,
    ).toBe(404);
  });

  it('keeps at least one study: 57 for the only one, 62 for a request leaving none, 110 for the last of the university', async () => {
    const c = await buildCandidate(t.ctx.db, { studiesInProgress: 0 });
    const only = await callAs<{ id: number }>(t, cvCalls.addStudy, c.email, {
      body: { titulo: 'Bachillerato', centro: 'IES Sol' },
    });
    expect(
      (await callAs(t, cvCalls.deleteStudy, c.email, { body: { id: only.datos.id } })).status,
    ).toBe(Codes.AT_LEAST_ONE_STUDY);
    const university = await callAs<{ id: number }>(t, cvCalls.addUniversityStudy, c.email, {
      body: {
        idTitulacion: 36,
        centro: 'Facultad de Derecho',
        fechaInicio: '2019-09-01',
        fechaFin: '2023-06-30',
      },
    });
    expect(university.status).toBe(0);
    const both = await callAs(t, cvCalls.deleteStudy, c.email, {
      body: { ids: [only.datos.id, university.datos.id] },
    });
    expect(both.status).toBe(Codes.CANNOT_DELETE_ALL_STUDIES);
    const lastUniversity = await callAs(t, cvCalls.deleteStudy, c.email, {
      body: { id: university.datos.id },
    });
    expect(lastUniversity.status).toBe(Codes.CANNOT_DELETE_LAST_UNIVERSITY_STUDY);
    const rows = await t.ctx.db
      .select()
      .from(candidateStudies)
      .where(eq(candidateStudies.candidateId, c.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.origen).toBe('alumno');
    const unknownDegree = await callAs(t, cvCalls.addUniversityStudy, c.email, {
      body: { idTitulacion: 999999 },
    });
    expect(unknownDegree.http).toBe(400);
  });
});

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

describe('photo and documents', () => {
  it('refuses a photo larger than 1000 px, or one that is not an image (46)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const big = await callAs<FieldErrors>(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'png', ficheroB64: pngOf(1001, 10).toString('base64') },
    });
    expect(big.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    expect(big.datos.errores[0]?.codigo).toBe('image_too_large');
    expect(big.datos.errores[0]?.mensaje).toContain('1000 px');
    const fake = await callAs(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'png', ficheroB64: pdfOf().toString('base64') },
    });
    expect(fake.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    const exe = await callAs(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'exe', ficheroB64: pngOf(10, 10).toString('base64') },
    });
    expect(exe.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    const ok = await callAs(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'png', ficheroB64: pngOf(1000, 800).toString('base64') },
    });
    expect(ok.status).toBe(0);
  });

  it('adds a portfolio file up to 2 MB, refuses a larger one with the hint, deletes documents', async () => {
    const c = await buildCandidate(t.ctx.db);
    const upload = (bytes: number) => ({
      nombre: 'portfolio.pdf',
      extension_adjunto: 'pdf',
      ficheroB64ParaAltas: pdfOf(bytes).toString('base64'),
    });
    const added = await callAs<{ id: number; idTipoDocumento: number }>(
      t,
      cvCalls.addPortfolioDocument,
      c.email,
      { body: upload(1000) },
    );
    expect(added.status).toBe(0);
    expect(added.datos.idTipoDocumento).toBe(7);
    expect((await cvOf(c.email)).documentos.map((d) => d.id)).toEqual([added.datos.id]);
    const big = await callAs<FieldErrors>(t, cvCalls.addPortfolioDocument, c.email, {
      body: upload(2 * 1024 * 1024 + 10),
    });
    expect(big.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    expect(big.datos.errores[0]?.mensaje).toContain('enlace');
    const wrongType = await callAs(t, cvCalls.addPortfolioDocument, c.email, {
      body: { ...upload(500), extension_adjunto: 'exe' },
    });
    expect(wrongType.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    const other = await buildCandidate(t.ctx.db);
    expect(
      (await callAs(t, cvCalls.deleteDocument, other.email, { body: { id: added.datos.id } }))
        .status,
    ).toBe(404);
    expect(
      (await callAs(t, cvCalls.deleteDocument, c.email, { body: { id: added.datos.id } })).status,
    ).toBe(0);
    expect((await cvOf(c.email)).documentos).toEqual([]);
  });
});
