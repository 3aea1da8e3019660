import { cvCalls, profileCheckCalls, type Cv } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  candidateComputerSkills,
  candidateExperience,
  candidateInterestAreas,
  candidateLanguages,
  candidates,
  candidateStudies,
} from '../../db/schema.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildApplication, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs, pngOf } from './cv-test-helpers.ts';

const t = await createTestApp();
/** A student of the university (verified by the record), with an accented name. */
const lucia = await buildCandidate(t.ctx.db, { nombre: 'Lucía', dni: '12345678Z' });
/** A student and graduate without a social security number: one degree done, one in progress. */
const mixto = await buildCandidate(t.ctx.db, { conEmpleo: true, nss: null, studiesInProgress: 0 });
await t.ctx.db.insert(candidateStudies).values([
  { candidateId: mixto.id, idTitulacion: 23, enCurso: false, creditosSuperados: '240' },
  { candidateId: mixto.id, idTitulacion: 55, enCurso: true, creditosSuperados: '30' },
]);

const companyHeaderOf = async (email: string) => t.authHeader(email, 'PrivadoEmpresa');

describe('dameCvUsuario', () => {
  it("answers the candidate's CV with the spec's top-level names", async () => {
    const res = await callAs<Cv>(t, cvCalls.get, lucia.email);
    expect(res.http).toBe(200);
    expect(res.status).toBe(0);
    expect(Object.keys(res.datos).sort()).toEqual(
      [
        'personales',
        'academicos',
        'profesional',
        'idiomas',
        'interes',
        'documentos',
        'documentosPrivados',
        'documentosProcesos',
        'urlCV',
        'urlImagenPerfil',
        'tienePermisoTrabajo',
        'necesitaPermisoTrabajo',
        'idPeriodoPreferenciaPracticas',
        'busquedaPracticasActiva',
        'busquedaTrabajoActiva',
        'presentacion',
        'enlacePortfolio',
        'conPracticas',
        'conEmpleo',
        'verificado',
        'completitud',
        'campos',
      ].sort(),
    );
    expect(res.datos.personales).toMatchObject({
      nombre: 'Lucía',
      DNI: '12345678Z',
      email: lucia.email,
      comunicacionesEnEmailEstudiante: true,
    });
    expect(res.datos.academicos[0]).toMatchObject({ deLaUniversidad: true, editable: false });
    expect(res.datos.urlCV).toBe(cvCalls.pdf.path);
    expect(res.datos.profesional.experiencia).toBeInstanceOf(Array);
    expect(res.datos.interes.programasInformaticos).toBeInstanceOf(Array);
  });

  it('reports what is missing: a student without the social security number (required)', async () => {
    const res = await callAs<Cv>(t, cvCalls.get, mixto.email);
    expect(res.datos.personales.numeroSeguridadSocial).toBeNull();
    expect(res.datos.completitud.faltan).toContainEqual({
      campo: 'numeroSeguridadSocial',
      seccion: 'personales',
      obligatorio: true,
    });
    expect(res.datos.completitud.obligatoriosCompletos).toBe(false);
    expect(res.datos.completitud.porcentaje).toBeLessThan(100);
  });

  it('is refused to companies (403) and without a session (401)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: cvCalls.get.path,
      headers: await companyHeaderOf((await buildCompany(t.ctx.db)).user.email),
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await callAs(t, cvCalls.get, null);
    expect(anonymous.http).toBe(401);
    expect(anonymous.status).toBe(2);
  });
});

describe('dameTitulacionesActuales', () => {
  it('says the name comes from the record only for candidates the record verified', async () => {
    const fromRecord = await buildCandidate(t.ctx.db);
    const registered = await buildCandidate(t.ctx.db, { verificado: false });
    const viaSso = await buildCandidate(t.ctx.db, { verificado: false });
    await t.ctx.db
      .update(candidates)
      .set({ verificado: true, verificacionOrigen: 'sso', verificadoAt: new Date() })
      .where(eq(candidates.userId, viaSso.id));
    const origin = async (email: string) =>
      (await callAs<Cv>(t, cvCalls.get, email)).datos.personales.origenNombre;
    expect(await origin(fromRecord.email)).toBe('expediente');
    expect(await origin(registered.email)).toBe('cuenta');
    expect(await origin(viaSso.email)).toBe('universidad');
  });
});

describe('the social security number and the missing-data checks', () => {
  it('login stops asking for it once it is saved in the CV', async () => {
    const c = await buildCandidate(t.ctx.db, { nss: null });
    await t.ctx.db
      .update(candidates)
      .set({ dni: '00000000T', telefono: '600000000' })
      .where(eq(candidates.userId, c.id));
    expect((await t.login(c.email)).faltaNumeroSeguridadSocial).toBe(true);
    const missing = await callAs<boolean>(t, profileCheckCalls.candidateMissingData, c.email);
    expect(missing.datos).toBe(true);
    const saved = await callAs(t, cvCalls.editPersonal, c.email, {
      body: {
        DNI: '00000000T',
        telefono: '600000000',
        idPaisNacionalidad: 1,
        numeroSeguridadSocial: '28/12345678/40',
      },
    });
    expect(saved.status).toBe(0);
    expect((await t.login(c.email)).faltaNumeroSeguridadSocial).toBe(false);
    const after = await callAs<boolean>(t, profileCheckCalls.candidateMissingData, c.email);
    expect(after.datos).toBe(false);
    const cv = await callAs<Cv>(t, cvCalls.get, c.email);
    expect(cv.datos.personales.numeroSeguridadSocial).toBe('281234567840');
  });
});

describe('CV PDF and photo', () => {
  it('dameCvPdf answers a PDF with the embedded font and the accented name', async () => {
    const res = await callAs(t, cvCalls.pdf, lucia.email);
    expect(res.http).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.raw.toString('latin1')).toContain('DejaVuSans');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('Lucía'));
  });

  it('dameCvPdf shows the presentation as read: lines, bullets and characters, not markup', async () => {
    const c = await buildCandidate(t.ctx.db);
    const saved = await callAs(t, cvCalls.editPresentation, c.email, {
      body: {
        texto:
          '<p>I+D &amp; diseño&nbsp;gráfico</p><ul><li>Inglés C1</li><li>Alemán &lt;B1&gt;</li></ul>',
      },
    });
    expect(saved.status).toBe(0);
    const text = pdfText((await callAs(t, cvCalls.pdf, c.email)).raw);
    expect(text).toContain('I+D & diseño gráfico\n• Inglés C1\n• Alemán <B1>');
    expect(text).not.toMatch(/&amp;|&lt;|nbsp/);
  });

  it('dameImagenPerfil: 404 without a photo, the image once saved', async () => {
    const c = await buildCandidate(t.ctx.db);
    expect((await callAs(t, cvCalls.photo, c.email)).http).toBe(404);
    const png = pngOf(40, 50);
    const saved = await callAs(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'png', ficheroB64: png.toString('base64') },
    });
    expect(saved.status).toBe(0);
    const photo = await callAs(t, cvCalls.photo, c.email);
    expect(photo.http).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.raw.equals(png)).toBe(true);
    const cv = await callAs<Cv>(t, cvCalls.get, c.email);
    expect(cv.datos.urlImagenPerfil).toBe(cvCalls.photo.path);
  });
});

describe('the company’s copy of the CV (502)', () => {
  it('only the company of the offer applied to reads the PDF and the photo', async () => {
    const c = await buildCandidate(t.ctx.db, { nombre: 'Íñigo' });
    await callAs(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'png', ficheroB64: pngOf(20, 20).toString('base64') },
    });
    const { company, user } = await buildCompany(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { companyId: company.id });
    const application = await buildApplication(t.ctx.db, offer.id, c.id);
    const params = { idCandidatura: application.id };
    const get = async (
      call: typeof cvCalls.companyPdf | typeof cvCalls.companyPhoto,
      email: string,
    ) =>
      t.app.inject({
        method: 'GET',
        url: call.path.replace(':idCandidatura', String(params.idCandidatura)),
        headers: await companyHeaderOf(email),
      });
    const pdf = await get(cvCalls.companyPdf, user.email);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const photo = await get(cvCalls.companyPhoto, user.email);
    expect(photo.statusCode).toBe(200);

    const other = await buildCompany(t.ctx.db);
    const refused = await get(cvCalls.companyPdf, other.user.email);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ status: number }>().status).toBe(404);
    expect((await get(cvCalls.companyPhoto, other.user.email)).statusCode).toBe(404);

    // A candidate cannot use the company's call, whatever the id.
    const asCandidate = await callAs(t, cvCalls.companyPdf, c.email, { params });
    expect(asCandidate.http).toBe(403);
  });

  it("writes the PDF in the reader's language for the company, the candidate and the careers office: its headings and the reference lists' names, the candidate's words as written", async () => {
    const c = await buildCandidate(t.ctx.db, { nombre: 'Núria' });
    await t.ctx.db
      .update(candidates)
      .set({ idPeriodoPreferenciaPracticas: 3, movilidadGeografica: true })
      .where(eq(candidates.userId, c.id));
    await t.ctx.db
      .insert(candidateLanguages)
      .values({ candidateId: c.id, idIdioma: 2, idNivel: 7, certificado: 'Cambridge C2' });
    await t.ctx.db.insert(candidateExperience).values({
      candidateId: c.id,
      empresa: 'Talleres Ruiz',
      puesto: 'Técnica de mantenimiento',
      fechaInicio: '2024-02-01',
      idAreaFuncional: 3,
    });
    await t.ctx.db.insert(candidateInterestAreas).values({ candidateId: c.id, idAreaFuncional: 1 });
    await t.ctx.db.insert(candidateComputerSkills).values({ candidateId: c.id, idPrograma: 36 });
    const { company, user } = await buildCompany(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { companyId: company.id });
    const application = await buildApplication(t.ctx.db, offer.id, c.id);
    const readers = [
      {
        url: cvCalls.companyPdf.path.replace(':idCandidatura', String(application.id)),
        headers: await companyHeaderOf(user.email),
      },
      { url: cvCalls.pdf.path, headers: await t.authHeader(c.email) },
      {
        url: `/api/Gestion/dameCVCandidato/${String(c.id)}`,
        headers: await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email),
      },
    ];
    const read = async (reader: (typeof readers)[number], language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: reader.url,
        headers: { ...reader.headers, 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      // A label and its value are written as two runs of text: read as one line.
      return pdfText(res.rawPayload).replaceAll(': \n', ': ');
    };

    for (const reader of readers) {
      const spanish = await read(reader, 'es-ES,es;q=0.9');
      for (const text of [
        'DATOS PERSONALES',
        'Nacionalidad: España',
        'FORMACIÓN',
        'Ingeniería',
        'Inglés: Nativo · Cambridge C2',
        'Movilidad geográfica: Sí',
        'Periodo preferido de prácticas: Verano',
        'Áreas de interés: Administración y finanzas',
      ]) {
        expect(spanish).toContain(text);
      }
      const english = await read(reader, 'en-GB,en;q=0.9');
      for (const text of [
        'PERSONAL DETAILS',
        'Nationality: Spain',
        'EDUCATION',
        'WORK EXPERIENCE',
        'Talleres Ruiz · Engineering',
        'Técnica de mantenimiento',
        'English: Native · Cambridge C2',
        'Willing to relocate: Yes',
        'Preferred internship period: Summer',
        'Areas of interest: Administration and finance',
      ]) {
        expect(english).toContain(text);
      }
      expect(english).not.toMatch(/Nacionalidad|Formación|Inglés|Verano/);
    }
  });

  it('is hidden while pre-enrolment documents are pending signature (403)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const { company, user } = await buildCompany(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { companyId: company.id });
    const application = await buildApplication(t.ctx.db, offer.id, c.id, [1], {
      pendienteFirma: true,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: cvCalls.companyPdf.path.replace(':idCandidatura', String(application.id)),
      headers: await companyHeaderOf(user.email),
    });
    expect(res.statusCode).toBe(403);
  });
});
