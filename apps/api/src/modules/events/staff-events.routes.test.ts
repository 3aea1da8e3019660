import type { StaffEnrolled, StaffEvent, StaffEventDetail } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { buildWorkshopWithAttendees } from '../../test/fixture-content.ts';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import {
  fieldsOf,
  csvLines,
  refusesNonStaff,
  staffContentClient,
} from '../../test/staff-content-client.ts';

const t = await createTestApp();
const { manager, managerEmail, candidate, idOf, company, get, post, lastAudit, file } =
  await staffContentClient(t);
// A past workshop with two students enrolled, for the attendance and the past-events list.
const workshop = await buildWorkshopWithAttendees(t.ctx.db);
const [attendee1, attendee2] = workshop.attendees;

const validEvent = {
  titulo: 'Foro de Empleo Tecnológico',
  entradilla: 'Empresas de tecnología presentan sus programas de prácticas.',
  descripcion: '<p>Programa <strong>completo</strong></p><script>alert(1)</script>',
  fecha: '2030-03-10T17:30',
  lugar: 'Paraninfo',
  categoria: 'charlas',
  publico: true,
  destacado: false,
  plazas: 2,
  urlImagen: 'https://www.universidad-demo.es/foro.jpg',
};

refusesNonStaff(t, { candidate, company }, [
  ['GET', '/api/Gestion/dameEventos'],
  ['GET', '/api/Gestion/dameEvento/1'],
  ['POST', '/api/Gestion/addEvento', validEvent],
  ['POST', '/api/Gestion/editEvento/1', validEvent],
  ['GET', '/api/Gestion/dameInscritosEvento/1'],
  ['GET', '/api/Gestion/exportaInscritosEvento/1?formato=csv'],
  ['POST', '/api/Gestion/marcarAsistenciaEvento', { idEvento: 1, asistencias: [] }],
  ['GET', '/api/Gestion/exportaEventos?formato=csv'],
]);

describe('events', () => {
  let created: StaffEventDetail;

  it('creates an event with a sanitised description, Spanish local time and an audit row', async () => {
    const { res, body } = await post<StaffEventDetail>('/api/Gestion/addEvento', validEvent);
    expect(res.statusCode).toBe(200);
    created = body.datos;
    expect(created).toMatchObject({
      titulo: validEvent.titulo,
      urlAcceso: 'foro-de-empleo-tecnologico',
      // 17:30 in Madrid in March (CET, UTC+1).
      fecha: '2030-03-10T16:30:00.000Z',
      fechaLocal: '2030-03-10T17:30',
      plazas: 2,
      publico: true,
      inscritos: 0,
      caducado: false,
    });
    expect(created.descripcion).toBe('<p>Programa <strong>completo</strong></p>');
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorEmail: managerEmail,
      accion: 'evento.crear',
      entidad: 'evento',
      entidadId: String(created.idEvento),
    });
    // The public sheet shows it at once.
    const sheet = await get<{ titulo: string }>(
      `/api/Publico/dameFichaEvento/${created.urlAcceso}`,
      {},
    );
    expect(sheet.body.datos.titulo).toBe(validEvent.titulo);
  });

  it('refuses a bad event naming each field (400)', async () => {
    const { res, body } = await post('/api/Gestion/addEvento', {
      ...validEvent,
      titulo: 'x',
      fecha: '10/03/2030',
      plazas: 0,
      urlImagen: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(400);
    expect(fieldsOf(body).sort()).toEqual(['fecha', 'plazas', 'titulo', 'urlImagen']);
  });

  it('files an event under the fixed category list; older free-text categories stay only unchanged', async () => {
    expect(created).toMatchObject({ categoria: 'Charlas y conferencias' });
    const [row] = await t.ctx.db.select().from(events).where(eq(events.id, created.idEvento));
    expect(row?.categoriaSlug).toBe('charlas');
    const freeText = await post('/api/Gestion/addEvento', { ...validEvent, categoria: 'Foros' });
    expect(freeText.res.statusCode).toBe(400);
    expect(freeText.body.datos).toEqual({
      errores: [{ campo: 'categoria', codigo: 'malformed', mensaje: 'El campo está mal formado' }],
    });

    // Its own words, so the list's searches below still find only the first event.
    const jornada = {
      ...validEvent,
      titulo: 'Jornada de puertas abiertas',
      entradilla: 'Visitas guiadas por la facultad.',
      lugar: 'Vestíbulo',
    };
    const older = (
      await post<StaffEventDetail>('/api/Gestion/addEvento', { ...jornada, categoria: 'talleres' })
    ).body.datos;
    // An event saved before the list existed, with its own free text.
    await t.ctx.db
      .update(events)
      .set({ categoria: 'Jornadas', categoriaSlug: 'jornadas' })
      .where(eq(events.id, older.idEvento));
    const url = `/api/Gestion/editEvento/${String(older.idEvento)}`;
    const kept = await post<StaffEventDetail>(url, { ...jornada, categoria: 'Jornadas' });
    expect(kept.body.datos.categoria).toBe('Jornadas');
    const other = await post(url, { ...jornada, categoria: 'Otra cosa' });
    expect(other.res.statusCode).toBe(400);
    expect(fieldsOf(other.body)).toEqual(['categoria']);
    const moved = await post<StaffEventDetail>(url, { ...jornada, categoria: 'orientacion' });
    expect(moved.body.datos.categoria).toBe('Orientación');
  });

  it('lists with filters and search', async () => {
    const all = await get<StaffEvent[]>('/api/Gestion/dameEventos');
    expect(all.body.datos.map((e) => e.idEvento)).toContain(created.idEvento);
    const search = await get<StaffEvent[]>('/api/Gestion/dameEventos?texto=tecnol%C3%B3gico');
    expect(search.body.datos.map((e) => e.idEvento)).toEqual([created.idEvento]);
    const past = await get<StaffEvent[]>('/api/Gestion/dameEventos?estado=pasados');
    expect(past.body.datos.every((e) => e.caducado)).toBe(true);
    expect(past.body.datos.map((e) => e.urlAcceso)).toContain('taller-linkedin-gestion-asistencia');
    const notPublic = await get<StaffEvent[]>('/api/Gestion/dameEventos?publico=no');
    expect(notPublic.body.datos.every((e) => !e.publico)).toBe(true);
    const category = await get<StaffEvent[]>(
      '/api/Gestion/dameEventos?categoria=Charlas%20y%20conferencias',
    );
    expect(category.body.datos.map((e) => e.idEvento)).toEqual([created.idEvento]);
    // Every word, in any field and order, accents and case ignored (not the text as a phrase).
    for (const texto of ['foro tecnologico', 'PARANINFO foro', 'presentan Tecnológico paraninfo']) {
      const words = await get<StaffEvent[]>(
        `/api/Gestion/dameEventos?texto=${encodeURIComponent(texto)}`,
      );
      expect(words.body.datos.map((e) => e.idEvento)).toEqual([created.idEvento]);
    }
    const oneWordMissing = await get<StaffEvent[]>('/api/Gestion/dameEventos?texto=foro%20aula');
    expect(oneWordMissing.body.datos).toEqual([]);
    const likeChars = await get<StaffEvent[]>('/api/Gestion/dameEventos?texto=foro%20%25');
    expect(likeChars.body.datos).toEqual([]);
    const bad = await get('/api/Gestion/dameEventos?estado=mañana');
    expect(bad.res.statusCode).toBe(400);
  });

  it('edits an event, keeps its address and refuses fewer places than enrolled', async () => {
    const { body } = await post<StaffEventDetail>(
      `/api/Gestion/editEvento/${String(created.idEvento)}`,
      {
        ...validEvent,
        titulo: 'Foro de Empleo Tecnológico 2030',
        publico: false,
        plazas: 1,
      },
    );
    expect(body.datos).toMatchObject({
      titulo: 'Foro de Empleo Tecnológico 2030',
      urlAcceso: 'foro-de-empleo-tecnologico',
      publico: false,
    });
    expect((await lastAudit())?.accion).toBe('evento.editar');
    expect(((await lastAudit())?.antes as { publico: boolean }).publico).toBe(true);
    // Not public any more: the public sheet no longer shows it.
    const sheet = await get(`/api/Publico/dameFichaEvento/${created.urlAcceso}`, {});
    expect(sheet.body.status).toBe(404);

    const enrol = await post(
      '/api/Alumno/inscribirseEnEvento',
      { idEvento: created.idEvento },
      candidate,
    );
    expect(enrol.body.status).toBe(0);
    const tooFew = await post(`/api/Gestion/editEvento/${String(created.idEvento)}`, {
      ...validEvent,
      plazas: 0,
    });
    expect(fieldsOf(tooFew.body)).toEqual(['plazas']);
    const missing = await post('/api/Gestion/editEvento/999999', validEvent);
    expect(missing.body.status).toBe(404);
    expect((await get('/api/Gestion/dameEvento/999999')).body.status).toBe(404);
  });

  it('lists the enrolled, marks attendance and exports CSV and XLSX', async () => {
    const id = await idOf(events, 'taller-linkedin-gestion-asistencia');
    const enrolled = (await get<StaffEnrolled[]>(`/api/Gestion/dameInscritosEvento/${String(id)}`))
      .body.datos;
    expect(enrolled.map((e) => e.email)).toEqual([attendee1.email, attendee2.email]);
    expect(enrolled.every((e) => e.asistio === null)).toBe(true);
    const [first, second] = enrolled;
    if (!first || !second) {
      throw new Error('two attendees expected');
    }
    const marked = await post<StaffEnrolled[]>('/api/Gestion/marcarAsistenciaEvento', {
      idEvento: id,
      asistencias: [
        { idCandidato: first.idCandidato, asistio: true },
        { idCandidato: second.idCandidato, asistio: false },
      ],
    });
    expect(marked.body.datos.map((e) => e.asistio)).toEqual([true, false]);
    expect((await lastAudit())?.accion).toBe('evento.asistencia');
    const list = await get<StaffEvent[]>('/api/Gestion/dameEventos?texto=LinkedIn');
    expect(list.body.datos.find((e) => e.idEvento === id)).toMatchObject({
      inscritos: 2,
      asistentes: 1,
    });

    // Someone not enrolled: nothing changes (all or nothing).
    const other = await buildCandidate(t.ctx.db);
    const refused = await post('/api/Gestion/marcarAsistenciaEvento', {
      idEvento: id,
      asistencias: [
        { idCandidato: first.idCandidato, asistio: null },
        { idCandidato: other.id, asistio: true },
      ],
    });
    expect(refused.res.statusCode).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['asistencias']);
    const after = (await get<StaffEnrolled[]>(`/api/Gestion/dameInscritosEvento/${String(id)}`))
      .body.datos;
    expect(after[0]?.asistio).toBe(true);
    const unknown = await post('/api/Gestion/marcarAsistenciaEvento', {
      idEvento: 999999,
      asistencias: [{ idCandidato: first.idCandidato, asistio: true }],
    });
    expect(unknown.body.status).toBe(404);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/exportaInscritosEvento/${String(id)}?formato=csv`,
      headers: manager,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('inscritos-taller-linkedin');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"Apellidos";"Nombre";"Correo electrónico";"Inscrito el";"Asistencia"');
    expect(lines[1]).toContain(`"${attendee1.email}"`);
    expect(lines[1]).toContain('"Asistió"');
    expect(lines[2]).toContain('"No asistió"');
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/exportaInscritosEvento/${String(id)}?formato=csv`,
      headers: { ...manager, 'accept-language': 'en-GB,en' },
    });
    expect(english.headers['content-disposition']).toContain('enrolled-taller-linkedin');
    const englishLines = english.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(englishLines[0]).toBe('"Last name";"First name";"Email";"Enrolled on";"Attendance"');
    expect(englishLines[1]).toContain('"Attended"');
    expect(englishLines[2]).toContain('"Did not attend"');
    const englishXlsx = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/exportaInscritosEvento/${String(id)}?formato=xlsx`,
      headers: { ...manager, 'accept-language': 'en' },
    });
    expect(xlsxText(englishXlsx.rawPayload)).toContain('Attendance');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/exportaInscritosEvento/${String(id)}?formato=xlsx`,
      headers: manager,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await get('/api/Gestion/exportaInscritosEvento/999999?formato=csv')).res.statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/Gestion/exportaInscritosEvento/${String(id)}?formato=pdf`)).res.statusCode,
    ).toBe(400);
    expect((await get('/api/Gestion/dameInscritosEvento/999999')).body.status).toBe(404);
  });
});

describe('list exports', () => {
  it("names a listed category in the reader's language", async () => {
    const titulo = `Charla exportable ${String(Date.now())}`;
    expect((await post('/api/Gestion/addEvento', { ...validEvent, titulo })).res.statusCode).toBe(
      200,
    );
    const url = `/api/Gestion/exportaEventos?formato=csv&estado=todos&texto=${encodeURIComponent(titulo)}`;
    const english = await t.app.inject({
      url,
      headers: { ...manager, 'accept-language': 'en' },
    });
    expect(csvLines(english.body)[1]).toContain(';"Talks and lectures";');
    expect(csvLines((await file(url)).body)[1]).toContain(';"Charlas y conferencias";');
  });

  it('exports the events list as filtered, as CSV and XLSX', async () => {
    const listed = (await get<StaffEvent[]>('/api/Gestion/dameEventos?estado=todos&publico=si'))
      .body.datos;
    const csv = await file('/api/Gestion/exportaEventos?formato=csv&estado=todos&publico=si');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('eventos-');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe(
      '"Id";"Título";"Fecha";"Lugar";"Categoría";"Público";"Plazas";"Inscritos";"Asistentes"',
    );
    expect(lines).toHaveLength(listed.length + 1);
    expect(lines.slice(1).every((line) => line.includes(';"Sí";'))).toBe(true);
    const xlsx = await file('/api/Gestion/exportaEventos?formato=xlsx&texto=foro');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await file('/api/Gestion/exportaEventos?formato=pdf')).statusCode).toBe(400);
  });
});
