import type { CandidateCv, CompanyCandidatesPage } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  applicationStateHistory,
  candidateLanguages,
  candidates,
  candidateStudies,
} from '../../db/schema.ts';
import { titulaciones } from '../domains/data/index.ts';
import { buildCandidate } from '../../test/builders.ts';
import { insertApplication } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { companyCandidatesFixture } from './company-candidates.fixtures.ts';

const t = await createTestApp();
const {
  headers,
  software,
  lucia: student,
  companyWithOffer,
  applicationRow,
} = await companyCandidatesFixture(t);

const page = async (offerId: number, query = '', h: Record<string, string> = headers) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Empresa/dameCandidatosProceso/${String(offerId)}${query}`,
    headers: h,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ datos: CompanyCandidatesPage }>().datos;
};
const list = async (offerId: number, query = '', h: Record<string, string> = headers) =>
  (await page(offerId, query, h)).candidatos;
const cv = (id: number, h = headers) =>
  t.app.inject({ method: 'GET', url: `/api/Empresa/dameCandidato/${String(id)}`, headers: h });

describe('dameCandidatosProceso', () => {
  it('lists the candidates with read state, degrees and the moves allowed', async () => {
    const items = await list(software.id);
    expect(items.map((c) => c.nombre).sort()).toEqual(['Carmen', 'Lucía']);
    const lucia = items.find((c) => c.nombre === 'Lucía');
    expect(lucia).toMatchObject({
      apellidos: 'Martínez Gómez',
      email: student.email,
      telefono: '600123456',
      titulaciones: ['Grado en Ingeniería Informática'],
      provincia: 'Madrid',
      idEstado: 3,
      Estado: 'Preseleccionado',
      leida: true,
      cvVisible: true,
      transiciones: [
        { idEstado: 4, Estado: 'Entrevista' },
        { idEstado: 5, Estado: 'Seleccionado' },
        { idEstado: 6, Estado: 'Descartado' },
        // An internship: the company may also pre-enrol the candidate.
        { idEstado: 16, Estado: 'Preinscrito' },
      ],
    });
    expect(lucia?.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const carmen = items.find((c) => c.nombre === 'Carmen');
    expect(carmen).toMatchObject({ idEstado: 1, leida: false });
    expect(carmen?.transiciones.map((s) => s.idEstado)).toEqual([2, 3, 4, 5, 6, 16]);
    expect((await list(software.id, '?estado=1')).map((c) => c.nombre)).toEqual(['Carmen']);
    expect((await list(software.id, '?soloNoLeidos=true')).map((c) => c.nombre)).toEqual([
      'Carmen',
    ]);
  });

  it("lists a candidate's degrees in progress before the finished ones, not one left", async () => {
    const c = await companyWithOffer();
    const graduate = await buildCandidate(t.ctx.db, { nombre: 'Dos', studiesInProgress: 0 });
    await t.ctx.db.insert(candidateStudies).values([
      { candidateId: graduate.id, idTitulacion: 43, enCurso: false, creditosSuperados: '240' },
      { candidateId: graduate.id, idTitulacion: 36, enCurso: true },
      { candidateId: graduate.id, idTitulacion: 40, enCurso: false, estadoRegistro: 'baja' },
    ]);
    const noDegree = await buildCandidate(t.ctx.db, { nombre: 'Ninguna', studiesInProgress: 0 });
    await insertApplication(t.ctx.db, c.offer.id, graduate.id);
    await insertApplication(t.ctx.db, c.offer.id, noDegree.id);
    const items = await list(c.offer.id, '', c.headers);
    const degreeName = (id: number) => titulaciones.find((d) => d.id === id)?.descripcion;
    expect(items.find((x) => x.nombre === 'Dos')?.titulaciones).toEqual([
      degreeName(36),
      degreeName(43),
    ]);
    expect(items.find((x) => x.nombre === 'Ninguna')?.titulaciones).toEqual([]);
  });

  it("names the degrees in the reader's language, keeping the server's state name", async () => {
    const [lucia] = (await list(software.id, '', { ...headers, 'accept-language': 'en' })).filter(
      (c) => c.nombre === 'Lucía',
    );
    expect(lucia).toMatchObject({
      titulaciones: ["Bachelor's Degree in Computer Engineering"],
      idEstado: 3,
      Estado: 'Preseleccionado',
    });
  });

  it('leaves out withdrawn applications and hides contact data of unsigned pre-enrolments', async () => {
    const c = await companyWithOffer();
    const [withdrawn, unsigned] = [await buildCandidate(t.ctx.db), await buildCandidate(t.ctx.db)];
    await insertApplication(t.ctx.db, c.offer.id, withdrawn.id, { estado: 8 });
    await insertApplication(t.ctx.db, c.offer.id, unsigned.id, { pendienteFirma: true });
    const items = await list(c.offer.id, '', c.headers);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      email: null,
      telefono: null,
      cvVisible: false,
      transiciones: [],
    });
  });

  it("never lists another company's candidates", async () => {
    const c = await companyWithOffer();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/dameCandidatosProceso/${String(software.id)}`,
      headers: c.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(4);
  });

  it('answers a page at a time, newest application first, with the filtered total', async () => {
    const c = await companyWithOffer();
    for (let i = 0; i < 5; i++) {
      const candidate = await buildCandidate(t.ctx.db, { nombre: `Persona${String(i)}` });
      await insertApplication(t.ctx.db, c.offer.id, candidate.id, {
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        leidaPorEmpresa: i % 2 === 0,
      });
    }
    const first = await page(c.offer.id, '?porPagina=2', c.headers);
    expect(first).toMatchObject({ total: 5, pagina: 1, porPagina: 2 });
    expect(first.candidatos.map((x) => x.nombre)).toEqual(['Persona4', 'Persona3']);
    const last = await page(c.offer.id, '?porPagina=2&pagina=3', c.headers);
    expect(last.candidatos.map((x) => x.nombre)).toEqual(['Persona0']);
    const past = await page(c.offer.id, '?porPagina=2&pagina=4', c.headers);
    expect(past).toMatchObject({ candidatos: [], total: 5, pagina: 4 });
    const unread = await page(c.offer.id, '?soloNoLeidos=true&porPagina=1&pagina=2', c.headers);
    expect(unread.total).toBe(2);
    expect(unread.candidatos.map((x) => x.nombre)).toEqual(['Persona1']);
    // Without paging options: the first 50.
    expect(await page(c.offer.id, '', c.headers)).toMatchObject({ total: 5, porPagina: 50 });
  });

  it('refuses a page size over 100 or a page under 1, naming the field', async () => {
    const c = await companyWithOffer();
    for (const [query, campo] of [
      ['?porPagina=101', 'porPagina'],
      ['?pagina=0', 'pagina'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Empresa/dameCandidatosProceso/${String(c.offer.id)}${query}`,
        headers: c.headers,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(campo);
    }
  });
});

describe('dameCandidato', () => {
  it('shows the CV and marks the application read', async () => {
    const c = await companyWithOffer();
    const candidate = await buildCandidate(t.ctx.db, { nombre: 'Olga' });
    await t.ctx.db
      .update(candidates)
      .set({ presentacion: 'Me encanta programar.', idProvincia: 46, idLocalidad: 46250 })
      .where(eq(candidates.userId, candidate.id));
    const application = await insertApplication(t.ctx.db, c.offer.id, candidate.id);
    const res = await cv(application.id, c.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ datos: CandidateCv }>().datos;
    expect(data).toMatchObject({
      candidatura: {
        idCandidatura: application.id,
        idOferta: c.offer.id,
        tituloOferta: 'Oferta de prueba',
        idEstado: 1,
        Estado: 'Inscrito',
        historial: [{ idEstado: 1, Estado: 'Inscrito', comentario: null }],
      },
      personales: {
        nombre: 'Olga',
        email: candidate.email,
        nacionalidad: 'España',
        provincia: 'Valencia/València',
        localidad: 'València',
      },
      academicos: [{ titulacion: 'Grado en Ingeniería Informática', enCurso: true }],
      presentacion: 'Me encanta programar.',
    });
    expect(data.candidatura.transiciones.map((s) => s.idEstado)).toEqual([2, 3, 4, 5, 6]);
    expect((await applicationRow(application.id))?.leidaPorEmpresa).toBe(true);

    // Reference-list names in the reader's language.
    await t.ctx.db
      .insert(candidateLanguages)
      .values({ candidateId: candidate.id, idIdioma: 2, idNivel: 4 });
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/dameCandidato/${String(application.id)}`,
      headers: { ...c.headers, 'accept-language': 'en' },
    });
    expect(english.json<{ datos: CandidateCv }>().datos).toMatchObject({
      personales: { nacionalidad: 'Spain' },
      academicos: [{ titulacion: "Bachelor's Degree in Computer Engineering" }],
      idiomas: [{ idioma: 'English', nivel: 'B2 - Upper intermediate' }],
    });
  });

  it('dates the application by its own history (one source of dates)', async () => {
    const c = await companyWithOffer();
    const candidate = await buildCandidate(t.ctx.db);
    // The row's timestamps written later than its history (as some older data had them).
    const application = await insertApplication(t.ctx.db, c.offer.id, candidate.id, {
      estado: 3,
      createdAt: new Date('2026-11-24T10:00:00Z'),
      updatedAt: new Date('2026-11-24T10:00:00Z'),
    });
    await t.ctx.db
      .update(applicationStateHistory)
      .set({ estado: 1, fecha: new Date('2026-11-18T10:00:00Z') })
      .where(eq(applicationStateHistory.applicationId, application.id));
    await t.ctx.db.insert(applicationStateHistory).values({
      applicationId: application.id,
      estado: 3,
      changedBy: c.user.id,
      fecha: new Date('2026-11-22T10:00:00Z'),
    });
    const data = (await cv(application.id, c.headers)).json<{ datos: CandidateCv }>().datos;
    expect(data.candidatura.historial.map((h) => [h.Estado, h.fecha])).toEqual([
      ['Inscrito', '18/11/2026'],
      ['Preseleccionado', '22/11/2026'],
    ]);
    expect(data.candidatura.fecha).toBe('18/11/2026');
  });

  it("answers 404 for another company's, withdrawn or unknown applications, marking nothing", async () => {
    const c = await companyWithOffer();
    const [theirs] = await t.ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.offerId, software.id), eq(applications.leidaPorEmpresa, false)));
    if (!theirs) {
      throw new Error('fixture application missing');
    }
    const res = await cv(theirs.id, c.headers);
    expect(res.statusCode).toBe(404);
    expect((await applicationRow(theirs.id))?.leidaPorEmpresa).toBe(false);
    const withdrawn = await insertApplication(
      t.ctx.db,
      c.offer.id,
      (await buildCandidate(t.ctx.db)).id,
      { estado: 8 },
    );
    expect((await cv(withdrawn.id, c.headers)).statusCode).toBe(404);
    expect((await cv(999_999, c.headers)).statusCode).toBe(404);
  });

  it('keeps the CV hidden while pre-enrolment documents are unsigned', async () => {
    const c = await companyWithOffer();
    const application = await insertApplication(
      t.ctx.db,
      c.offer.id,
      (await buildCandidate(t.ctx.db)).id,
      { pendienteFirma: true },
    );
    const res = await cv(application.id, c.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 515 });
    expect(res.json().mensaje).toContain('firme la documentación');
    expect((await applicationRow(application.id))?.leidaPorEmpresa).toBe(false);
  });
});
