import type { ApplicationList, ApplicationSheet, ApplicationsByState } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  applicationStateHistory,
  notifications,
  signatureDocuments,
} from '../../db/schema.ts';
import { signingPagePath } from '../signatures/signing-page.ts';
import { buildPreEnrolment } from '../../test/build-applications.ts';
import { buildCandidate } from '../../test/builders.ts';
import {
  applicationsOf,
  buildApplication,
  buildEligibleStudent,
  buildOffer,
} from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const get = async (url: string, email: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });
const post = async (url: string, email: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: await t.authHeader(email),
    payload: payload as object,
  });

/** A candidate with five applications in different states and families. */
async function candidateWithApplications() {
  const user = await buildEligibleStudent(t.ctx.db, { conEmpleo: true });
  const specs = [
    { titulo: 'Prácticas de robótica', familia: 'practicas' as const, estados: [1] },
    { titulo: 'Prácticas de redes', familia: 'practicas' as const, estados: [1, 2, 3] },
    { titulo: 'Titulados en datos', familia: 'practicastitulados' as const, estados: [1, 6] },
    { titulo: 'Empleo en soporte', familia: 'empleo' as const, estados: [1, 2] },
    { titulo: 'Empleo en calidad', familia: 'empleo' as const, estados: [1] },
  ];
  const rows = [];
  for (const [i, s] of specs.entries()) {
    const offer = await buildOffer(t.ctx.db, { titulo: s.titulo, familia: s.familia });
    rows.push(await buildApplication(t.ctx.db, offer.id, user.id, s.estados, { orden: i + 1 }));
  }
  return { user, rows };
}

describe('dameCandidaturas…Usuario', () => {
  it('shows on each application the documents still to sign, not the signed ones', async () => {
    const { user, application, documents } = await buildPreEnrolment(t.ctx.db);
    const [signed, ...unsigned] = documents;
    await t.ctx.db
      .update(signatureDocuments)
      .set({ firmadoAt: new Date(), firmadoSha256: 'a'.repeat(64), firmanteNombre: 'Ana Prueba' })
      .where(eq(signatureDocuments.id, signed!.id));
    const list = (await get('/api/Alumno/dameCandidaturasPracticasUsuario', user.email)).json()
      .datos as ApplicationList;
    const item = list.candidaturas.find((c) => c.idCandidatura === application.id);
    expect(item?.documentacionPendienteFirma).toEqual(
      Object.fromEntries(unsigned.map((d) => [d.nombre, signingPagePath(d.id)])),
    );
    expect(Object.keys(item?.documentacionPendienteFirma ?? {})).toHaveLength(unsigned.length);
    // The same documents when the applications are grouped by state.
    const groups = (
      await get('/api/Alumno/dameCandidaturasPracticasUsuarioPorEstados', user.email)
    ).json().datos as ApplicationsByState;
    const grouped = groups
      .flatMap((g) => g.candidaturas)
      .find((c) => c.idCandidatura === application.id);
    expect(grouped?.documentacionPendienteFirma).toEqual(item?.documentacionPendienteFirma);
  });

  it('lists mine per family, by preference, with state names and actions', async () => {
    const { user, rows } = await candidateWithApplications();
    const practicas = (await get('/api/Alumno/dameCandidaturasPracticasUsuario', user.email)).json()
      .datos as ApplicationList;
    expect(practicas.total).toBe(2);
    expect(practicas.candidaturas.map((c) => [c.titulo, c.estado, c.puedeRetirarse])).toEqual([
      ['Prácticas de robótica', 'Inscrito', true],
      ['Prácticas de redes', 'Preseleccionado', false],
    ]);
    expect(practicas.candidaturas[0]).toMatchObject({
      idCandidatura: rows[0]!.id,
      familia: 'practicas',
      idperfil: 2,
      curricular: true,
      fecha: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      documentacionPendienteFirma: {},
      preinscripcion: false,
    });
    const titulados = (
      await get('/api/Alumno/dameCandidaturasPracticasTituladosUsuario', user.email)
    ).json().datos as ApplicationList;
    expect(titulados.candidaturas.map((c) => c.estado)).toEqual(['Descartado']);
    const empleo = (await get('/api/Alumno/dameCandidaturasEmpleoUsuario', user.email)).json()
      .datos as ApplicationList;
    expect(empleo.candidaturas.map((c) => c.titulo)).toEqual([
      'Empleo en soporte',
      'Empleo en calidad',
    ]);
  });

  it('filters by estado, text and type, and pages', async () => {
    const { user } = await candidateWithApplications();
    const url = '/api/Alumno/dameCandidaturasEmpleoUsuario';
    expect((await get(`${url}?estado=2`, user.email)).json().datos.total).toBe(1);
    expect((await get(`${url}?estado=1,2`, user.email)).json().datos.total).toBe(2);
    expect(
      (await get(`${url}?text=CALIDAD`, user.email))
        .json()
        .datos.candidaturas.map((c: { titulo: string }) => c.titulo),
    ).toEqual(['Empleo en calidad']);
    const practicas = '/api/Alumno/dameCandidaturasPracticasUsuario';
    expect((await get(`${practicas}?text=robotica`, user.email)).json().datos.total).toBe(1);
    expect((await get(`${practicas}?type=empleo`, user.email)).json().datos.total).toBe(0);
    const p1 = (await get(`${url}?porPagina=1&pagina=1`, user.email)).json().datos;
    const p2 = (await get(`${url}?porPagina=1&pagina=2`, user.email)).json().datos;
    expect([p1.total, p2.total]).toEqual([2, 2]);
    expect(p1.candidaturas[0].idCandidatura).not.toBe(p2.candidaturas[0].idCandidatura);
    // A page past the end still tells how many there are, with or without a filter.
    const past = (await get(`${url}?porPagina=1&pagina=3`, user.email)).json().datos;
    expect([past.total, past.candidaturas]).toEqual([2, []]);
    const pastFiltered = (await get(`${url}?estado=1,2&porPagina=2&pagina=2`, user.email)).json()
      .datos;
    expect([pastFiltered.total, pastFiltered.candidaturas]).toEqual([2, []]);
    const filteredPage = (await get(`${url}?estado=1,2&porPagina=1&pagina=2`, user.email)).json()
      .datos;
    expect([filteredPage.total, filteredPage.candidaturas.length]).toEqual([2, 1]);
    expect((await get(`${url}?porPagina=0`, user.email)).statusCode).toBe(400);
  });

  it('groups my internship applications by state (PorEstados) with the same filters', async () => {
    const { user } = await candidateWithApplications();
    const url = '/api/Alumno/dameCandidaturasPracticasUsuarioPorEstados';
    const groups = (await get(url, user.email)).json().datos as ApplicationsByState;
    expect(groups.map((g) => [g.idEstado, g.estado, g.total])).toEqual([
      [1, 'Inscrito', 1],
      [3, 'Preseleccionado', 1],
      [6, 'Descartado', 1],
    ]);
    const students = (await get(`${url}?type=practicas&estado=3`, user.email)).json().datos;
    expect(students.map((g: { idEstado: number }) => g.idEstado)).toEqual([3]);
  });

  it('never shows another candidate’s applications', async () => {
    await candidateWithApplications();
    const other = await buildCandidate(t.ctx.db);
    const res = (await get('/api/Alumno/dameCandidaturasPracticasUsuario', other.email)).json();
    expect(res.datos).toMatchObject({ total: 0, candidaturas: [] });
  });
});

describe('application sheet', () => {
  it('shows the offer, the current state and the history with dates', async () => {
    const { user, rows } = await candidateWithApplications();
    const res = await get(`/api/Alumno/dameCandidatura/${String(rows[1]!.id)}`, user.email);
    const sheet = res.json().datos as ApplicationSheet;
    expect(sheet).toMatchObject({
      titulo: 'Prácticas de redes',
      idEstado: 3,
      estado: 'Preseleccionado',
    });
    expect(sheet.historial.map((h) => h.estado)).toEqual([
      'Inscrito',
      'En revisión',
      'Preseleccionado',
    ]);
    expect(sheet.historial[0]?.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(sheet.urlOferta).toMatch(/^\d+-practicas-de-redes$/);
  });

  it('takes its dates from its own state history (one source of dates)', async () => {
    const { user, rows } = await candidateWithApplications();
    const id = rows[1]!.id;
    const history = await t.ctx.db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.applicationId, id))
      .orderBy(applicationStateHistory.id);
    // Applied on 18 Nov, in review on 20 Nov, shortlisted on 22 Nov; the row says otherwise.
    for (const [i, entry] of history.entries()) {
      await t.ctx.db
        .update(applicationStateHistory)
        .set({ fecha: new Date(Date.UTC(2026, 10, 18 + 2 * i, 10)) })
        .where(eq(applicationStateHistory.id, entry.id));
    }
    await t.ctx.db
      .update(applications)
      .set({
        createdAt: new Date(Date.UTC(2026, 10, 24, 10)),
        updatedAt: new Date(Date.UTC(2026, 10, 24, 10)),
      })
      .where(eq(applications.id, id));
    const sheet = (await get(`/api/Alumno/dameCandidatura/${String(id)}`, user.email)).json()
      .datos as ApplicationSheet;
    expect(sheet.historial.map((h) => h.fecha)).toEqual(['18/11/2026', '20/11/2026', '22/11/2026']);
    expect(sheet).toMatchObject({ fecha: '18/11/2026', fechaEstado: '22/11/2026' });
  });

  it('answers 404 for someone else’s application', async () => {
    const { rows } = await candidateWithApplications();
    const other = await buildCandidate(t.ctx.db);
    const res = await get(`/api/Alumno/dameCandidatura/${String(rows[0]!.id)}`, other.email);
    expect(res.statusCode).toBe(404);
  });
});

describe('editOrdenCandidaturasAlumno', () => {
  it('stores my order of preference', async () => {
    const { user, rows } = await candidateWithApplications();
    const order = [rows[4]!.id, rows[3]!.id];
    const res = await post('/api/Alumno/editOrdenCandidaturasAlumno', user.email, {
      candidaturas: order,
    });
    expect(res.json()).toMatchObject({ status: 0, datos: order });
    const empleo = (await get('/api/Alumno/dameCandidaturasEmpleoUsuario', user.email)).json()
      .datos;
    expect(empleo.candidaturas.map((c: { titulo: string }) => c.titulo)).toEqual([
      'Empleo en calidad',
      'Empleo en soporte',
    ]);
  });

  it('changes nothing when an id is not mine (404) or repeated (400)', async () => {
    const { user, rows } = await candidateWithApplications();
    const stranger = await candidateWithApplications();
    const before = await applicationsOf(t.ctx.db, user.id);
    const res = await post('/api/Alumno/editOrdenCandidaturasAlumno', user.email, {
      candidaturas: [rows[1]!.id, stranger.rows[0]!.id],
    });
    expect(res.statusCode).toBe(404);
    const dup = await post('/api/Alumno/editOrdenCandidaturasAlumno', user.email, {
      candidaturas: [rows[1]!.id, rows[1]!.id],
    });
    expect(dup.statusCode).toBe(400);
    expect(await applicationsOf(t.ctx.db, user.id)).toEqual(before);
    expect((await applicationsOf(t.ctx.db, stranger.user.id)).map((a) => a.orden)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});

describe('desinscribirse', () => {
  it('withdraws an unprocessed application (8), records it and tells the candidate', async () => {
    const { user, rows } = await candidateWithApplications();
    const sent = t.mailer.sent.length;
    const res = await post('/api/Alumno/desinscribirse', user.email, {
      urlOferta: rows[0]!.offerId,
    });
    expect(res.json()).toEqual({
      status: 0,
      datos: null,
      mensaje: 'Te has dado de baja de la oferta correctamente.',
    });
    const [row] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, rows[0]!.id));
    expect(row?.estado).toBe(8);
    const history = await t.ctx.db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.applicationId, rows[0]!.id));
    expect(history.map((h) => h.estado)).toEqual([1, 8]);
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notes.at(-1)?.texto).toContain('«Retirada por el candidato»');
    expect(t.mailer.sent.length).toBe(sent + 1);
    expect(t.mailer.sent.at(-1)?.subject).toBe('Tu candidatura ha cambiado de estado');
  });

  it('refuses once processed (30) and without an application (4); nothing changes', async () => {
    const { user, rows } = await candidateWithApplications();
    const before = await applicationsOf(t.ctx.db, user.id);
    const processed = await post('/api/Alumno/desinscribirse', user.email, {
      urlOferta: rows[1]!.offerId,
    });
    expect(processed.statusCode).toBe(409);
    expect(processed.json().status).toBe(30);
    const other = await buildOffer(t.ctx.db);
    const none = await post('/api/Alumno/desinscribirse', user.email, { urlOferta: other.id });
    expect(none.json().status).toBe(4);
    const stranger = await buildCandidate(t.ctx.db);
    const notMine = await post('/api/Alumno/desinscribirse', stranger.email, {
      urlOferta: rows[0]!.offerId,
    });
    expect(notMine.json().status).toBe(4);
    expect(await applicationsOf(t.ctx.db, user.id)).toEqual(before);
  });
});
