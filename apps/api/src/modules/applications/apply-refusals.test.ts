import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  candidateLanguages,
  candidates,
  candidateStudies,
  internships,
  programmeAdhesions,
} from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import {
  addDocument,
  buildApplication,
  buildEligibleStudent,
  buildOffer,
  buildProgramme,
  dayOffset,
} from '../../test/offer-builders.ts';
import { applyHelpers } from '../../test/apply-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const { apply, expectRefused } = applyHelpers(t);

describe('inscribirse refusals (nothing written)', () => {
  it('92: deadline passed (offer or programme)', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { fechaFinInscripcion: dayOffset(-1) });
    await expectRefused(user, offer.id, 92, 422);
    const programme = await buildProgramme(t.ctx.db, {
      fechaFin: dayOffset(-2),
      fechaInicio: dayOffset(-300),
    });
    const inProgramme = await buildOffer(t.ctx.db, {
      idPrograma: programme.id,
      dedicacion: 80,
      meses: 12,
    });
    await t.ctx.db
      .insert(programmeAdhesions)
      .values({ programmeId: programme.id, candidateId: user.id });
    await expectRefused(user, inProgramme.id, 92, 422);
  });

  it('18/19: offers only for degree or only for postgraduate students', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const postgrad = await buildOffer(t.ctx.db, { nivelEstudiantes: 'posgrado' });
    await expectRefused(user, postgrad.id, 19, 422);
    const master = await buildEligibleStudent(t.ctx.db);
    await t.ctx.db
      .update(candidateStudies)
      .set({ idTitulacion: 52 })
      .where(eq(candidateStudies.candidateId, master.id));
    const grado = await buildOffer(t.ctx.db, { nivelEstudiantes: 'grado', degrees: [52] });
    await expectRefused(master, grado.id, 18, 422);
  });

  it('80: lists every unmet requirement in datos and in the spec sentence', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, {
      degrees: [9, 8],
      languages: [
        [2, 6],
        [3, 3],
      ],
    });
    const body = (await expectRefused(user, offer.id, 80, 422)).json();
    expect(body.mensaje).toMatch(
      /^Tu candidatura no es posible porque no cumple con los siguientes requisitos de la oferta: titulación \(en curso\): Grado en .+ o Grado en .+, Inglés \(nivel C2\), .+ \(nivel B1\)\./,
    );
    expect(body.datos.requisitos.map((r: { tipo: string }) => r.tipo)).toEqual([
      'titulacion',
      'idioma',
      'idioma',
    ]);
  });

  it('80 in English: the requirements name degrees and languages in the language asked', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { degrees: [9], languages: [[2, 6]] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      headers: { ...(await t.authHeader(user.email)), 'accept-language': 'en-GB,en;q=0.9' },
      payload: { urlOferta: offer.id },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{
      status: number;
      mensaje: string;
      datos: { requisitos: { descripcion: string }[] };
    }>();
    expect(body.status).toBe(80);
    expect(body.datos.requisitos.map((r) => r.descripcion)).toEqual([
      expect.stringMatching(/^degree \(in progress\): Bachelor's Degree in .+$/),
      'English (level C2)',
    ]);
    expect(body.mensaje).toContain('English (level C2)');
    expect(body.mensaje).not.toMatch(/titulación|Inglés|Tu candidatura/);
  });

  it('52: not enough credits, and the warning call says so before applying', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { creditosMinimos: 200 });
    const warning = await t.app.inject({
      method: 'GET',
      url: `/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${String(offer.id)}`,
      headers: await t.authHeader(user.email),
    });
    expect(warning.json()).toMatchObject({
      status: 0,
      datos: { aviso: true, creditosMinimos: 200, creditosSuperados: 180 },
    });
    const body = (await expectRefused(user, offer.id, 52, 422)).json();
    expect(body.datos).toEqual({ creditosMinimos: 200, creditosSuperados: 180 });
    const easy = await buildOffer(t.ctx.db, { creditosMinimos: 120 });
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${String(easy.id)}`,
      headers: await t.authHeader(user.email),
    });
    expect(ok.json().datos).toMatchObject({ aviso: false, mensaje: null });
  });

  it('34: work permit for non-EU nationals (graduate offers)', async () => {
    const user = await buildEligibleStudent(t.ctx.db, { conEmpleo: true });
    await t.ctx.db
      .update(candidates)
      .set({ idPaisNacionalidad: 2, tienePermisoTrabajo: false })
      .where(eq(candidates.userId, user.id));
    await t.ctx.db
      .update(candidateStudies)
      .set({ enCurso: false })
      .where(eq(candidateStudies.candidateId, user.id));
    const job = await buildOffer(t.ctx.db, { familia: 'empleo', curricular: null });
    await expectRefused(user, job.id, 34, 422);
    await t.ctx.db
      .update(candidates)
      .set({ tienePermisoTrabajo: true })
      .where(eq(candidates.userId, user.id));
    expect((await apply(user.email, job.id)).json().status).toBe(0);
  });

  it('106: students need a social security number', async () => {
    const user = await buildEligibleStudent(t.ctx.db, { nss: null });
    const offer = await buildOffer(t.ctx.db);
    await expectRefused(user, offer.id, 106, 422);
  });

  it('518: data the internship needs, also from faltaDatosNecesariosPorPractica', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    await t.ctx.db
      .update(candidates)
      .set({ telefono: ' ', fechaNacimiento: null })
      .where(eq(candidates.userId, user.id));
    const offer = await buildOffer(t.ctx.db);
    const body = (await expectRefused(user, offer.id, 518, 422)).json();
    expect(body.datos.campos).toEqual(['Teléfono', 'Fecha de nacimiento']);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/faltaDatosNecesariosPorPractica',
      headers: await t.authHeader(user.email),
    });
    expect(check.statusCode).toBe(422);
    expect(check.json()).toMatchObject({
      status: 518,
      datos: { campos: ['Teléfono', 'Fecha de nacimiento'] },
    });
    const complete = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/faltaDatosNecesariosPorPractica',
      headers: await t.authHeader((await buildEligibleStudent(t.ctx.db)).email),
    });
    expect(complete.json()).toEqual({ status: 0, datos: { campos: [] }, mensaje: null });
  });

  it('54: active search must be on', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    await t.ctx.db
      .update(candidates)
      .set({ busquedaPracticasActiva: false })
      .where(eq(candidates.userId, user.id));
    await expectRefused(user, (await buildOffer(t.ctx.db)).id, 54, 422);
  });

  it('55: offers that require the candidate’s own CV', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { requiereCvPropio: true });
    await expectRefused(user, offer.id, 55, 422);
    await addDocument(t.ctx.db, user.id, 1);
    expect((await apply(user.email, offer.id)).json().status).toBe(0);
  });

  it('11: lists the documents needed; after uploading them the candidate can apply', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const programme = await buildProgramme(t.ctx.db, { documentosRequeridos: [4] });
    await t.ctx.db
      .insert(programmeAdhesions)
      .values({ programmeId: programme.id, candidateId: user.id });
    const offer = await buildOffer(t.ctx.db, {
      idPrograma: programme.id,
      dedicacion: 80,
      meses: 12,
    });
    const body = (await expectRefused(user, offer.id, 11, 422)).json();
    expect(body.datos.documentacionNecesaria).toEqual([
      {
        idTipoDocumento: 4,
        nombre: 'Certificado de empadronamiento',
        descripcion: expect.any(String),
      },
    ]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/addDoc',
      headers: await t.authHeader(user.email),
      payload: {
        idTipoDocumento: 4,
        nombre: 'empadronamiento.pdf',
        extension_adjunto: 'pdf',
        ficheroB64ParaAltas: pdf.toString('base64'),
      },
    });
    expect(upload.json()).toMatchObject({ status: 0, datos: { idTipoDocumento: 4 } });
    expect((await apply(user.email, offer.id)).json().status).toBe(0);
  });

  it('11: a student without the social-security proof is asked for it', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const { candidateDocuments } = await import('../../db/schema.ts');
    await t.ctx.db.delete(candidateDocuments).where(eq(candidateDocuments.candidateId, user.id));
    const body = (await expectRefused(user, (await buildOffer(t.ctx.db)).id, 11, 422)).json();
    expect(body.datos.documentacionNecesaria[0].idTipoDocumento).toBe(2);
  });

  it('58: the offer must keep the programme’s dedication (server message)', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const programme = await buildProgramme(t.ctx.db, { titulo: 'Programa Talento' });
    const offer = await buildOffer(t.ctx.db, {
      idPrograma: programme.id,
      dedicacion: 100,
      meses: 6,
    });
    const body = (await expectRefused(user, offer.id, 58, 422)).json();
    expect(body.mensaje).toContain('(100 %, 6 meses)');
    expect(body.mensaje).toContain('«Programa Talento» (80 %, 12 meses)');
  });

  it('91: programme adhesion first; 93: not while in another programme', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const programme = await buildProgramme(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, {
      idPrograma: programme.id,
      dedicacion: 80,
      meses: 12,
    });
    const body = (await expectRefused(user, offer.id, 91, 422)).json();
    expect(body.datos).toEqual({ idPrograma: programme.id, urlPrograma: programme.slug });
    const adhesion = await t.app.inject({
      method: 'POST',
      url: `/api/Alumno/solicitaAdhesionPrograma/${String(programme.id)}`,
      headers: await t.authHeader(user.email),
    });
    expect(adhesion.json().status).toBe(0);
    const other = await buildProgramme(t.ctx.db);
    const otherOffer = await buildOffer(t.ctx.db, {
      idPrograma: other.id,
      dedicacion: 80,
      meses: 12,
    });
    await buildApplication(t.ctx.db, otherOffer.id, user.id, [1]);
    await expectRefused(user, offer.id, 93, 409);
  });

  it('17: dates overlapping an own internship', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const { company } = await buildCompany(t.ctx.db);
    await t.ctx.db.insert(internships).values({
      candidateId: user.id,
      companyId: company.id,
      titulo: 'Mis prácticas actuales',
      estado: 'en_curso',
      fechaInicio: dayOffset(-10),
      fechaFin: dayOffset(70),
    });
    const body = (await expectRefused(user, (await buildOffer(t.ctx.db)).id, 17, 409)).json();
    expect(body.datos.practica).toBe('Mis prácticas actuales');
    const later = await buildOffer(t.ctx.db, {
      fechaInicio: dayOffset(71),
      fechaFin: dayOffset(120),
    });
    expect((await apply(user.email, later.id)).json().status).toBe(0);
  });

  it('103: no more than 3 live applications (withdrawn and final ones do not count)', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    for (const estados of [[1], [1, 2], [1, 16], [1, 8], [1, 6]]) {
      await buildApplication(t.ctx.db, (await buildOffer(t.ctx.db)).id, user.id, estados);
    }
    await expectRefused(user, (await buildOffer(t.ctx.db)).id, 103, 409);
  });

  it('checks the rules in the documented order (10 before 92 before 80 …)', async () => {
    const user = await buildEligibleStudent(t.ctx.db, { nss: null });
    await t.ctx.db.delete(candidateLanguages).where(eq(candidateLanguages.candidateId, user.id));
    const offer = await buildOffer(t.ctx.db, {
      fechaFinInscripcion: dayOffset(-1),
      languages: [[2, 4]],
    });
    await expectRefused(user, offer.id, 92, 422);
    const open = await buildOffer(t.ctx.db, { languages: [[2, 4]] });
    await expectRefused(user, open.id, 80, 422);
  });
});
