import type {
  StaffAdhesion,
  StaffCommunication,
  StaffEnrolled,
  StaffEvent,
  StaffEventDetail,
  StaffGuide,
  StaffProgramme,
} from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, events, notifications, programmes, users } from '../../db/schema.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';

const t = await createTestApp();
const admin = await staffHeader(t);
const manager = await staffHeader(t, 'contenidos.gestor@demo.es');
const candidate = await t.authHeader('estudiante@demo.es');
const company = await t.authHeader('empresa@demo.es');

type Answer<T> = { status: number; datos: T; mensaje?: string };
const get = async <T>(url: string, headers: Record<string, string> = manager) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, body: res.json<Answer<T>>() };
};
const post = async <T>(
  url: string,
  payload: object | undefined,
  headers: Record<string, string> = manager,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { res, body: res.json<Answer<T>>() };
};

const lastAudit = async () =>
  (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

const fieldsOf = (body: Answer<unknown>) =>
  (body.datos as { errores: { campo: string; mensaje: string }[] }).errores.map((e) => e.campo);

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

const idOf = async (table: typeof programmes | typeof events, slug: string) => {
  const [row] = await t.ctx.db.select().from(table).where(eq(table.slug, slug));
  if (!row) {
    throw new Error(`missing ${slug}`);
  }
  return row.id;
};

describe('staff calls refuse candidates and companies', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/Gestion/dameEventos'],
    ['GET', '/api/Gestion/dameEvento/1'],
    ['POST', '/api/Gestion/addEvento', validEvent],
    ['POST', '/api/Gestion/editEvento/1', validEvent],
    ['GET', '/api/Gestion/dameInscritosEvento/1'],
    ['GET', '/api/Gestion/exportaInscritosEvento/1?formato=csv'],
    ['POST', '/api/Gestion/marcarAsistenciaEvento', { idEvento: 1, asistencias: [] }],
    ['GET', '/api/Gestion/exportaEventos?formato=csv'],
    ['GET', '/api/Gestion/dameGuias'],
    ['GET', '/api/Gestion/exportaGuias?formato=csv'],
    ['POST', '/api/Gestion/addGuia', {}],
    ['POST', '/api/Gestion/editGuia/1', {}],
    ['POST', '/api/Gestion/deleteGuia/1'],
    ['GET', '/api/Gestion/dameComunicaciones'],
    ['GET', '/api/Gestion/exportaComunicaciones?formato=csv'],
    ['POST', '/api/Gestion/addComunicacion', {}],
    ['POST', '/api/Gestion/editComunicacion/1', {}],
    ['POST', '/api/Gestion/deleteComunicacion/1'],
    ['GET', '/api/Gestion/dameProgramas'],
    ['GET', '/api/Gestion/exportaProgramas?formato=xlsx'],
    ['POST', '/api/Gestion/addPrograma', {}],
    ['POST', '/api/Gestion/editPrograma/1', {}],
    ['GET', '/api/Gestion/dameAdhesionesPrograma/1'],
    ['POST', '/api/Gestion/resolverAdhesionPrograma', {}],
  ];
  it.each(calls)(
    '%s %s → 403 for candidate and company tokens, 401 without one',
    async (method, url, payload) => {
      for (const headers of [candidate, company]) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json<{ status: number }>().status).toBe(403);
      }
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});

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
      actorEmail: 'contenidos.gestor@demo.es',
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
    expect(enrolled.map((e) => e.email)).toEqual(['asistente1@demo.es', 'asistente2@demo.es']);
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
    const [other] = await t.ctx.db.select().from(users).where(eq(users.email, 'titulado@demo.es'));
    const refused = await post('/api/Gestion/marcarAsistenciaEvento', {
      idEvento: id,
      asistencias: [
        { idCandidato: first.idCandidato, asistio: null },
        { idCandidato: other?.id ?? 0, asistio: true },
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
    expect(lines[1]).toContain('"asistente1@demo.es"');
    expect(lines[1]).toContain('"Asistió"');
    expect(lines[2]).toContain('"No asistió"');
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/exportaInscritosEvento/${String(id)}?formato=csv`,
      headers: { ...manager, 'accept-language': 'en-GB,en' },
    });
    expect(english.headers['content-disposition']).toContain('inscritos-taller-linkedin');
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

describe('guides', () => {
  it('creates, edits and deletes a guide with sanitised HTML; candidates see the change', async () => {
    const created = await post<StaffGuide>('/api/Gestion/addGuia', {
      titulo: 'Guía de prueba de gestión',
      descripcion: '<p onclick="x()">Texto <em>útil</em></p><img src=x onerror=alert(1)>',
      urlFichero: '/docs/guia.pdf',
      urlImagen: '',
    });
    expect(created.body.datos).toMatchObject({
      titulo: 'Guía de prueba de gestión',
      descripcion: '<p>Texto <em>útil</em></p>',
      urlFichero: '/docs/guia.pdf',
      urlImagen: null,
    });
    const id = created.body.datos.idGuia;
    expect((await lastAudit())?.accion).toBe('guia.crear');
    const listed = await get<{ idGuia: number }[]>('/api/Alumno/dameGuiaOrientacion', candidate);
    expect(listed.body.datos.map((g) => g.idGuia)).toContain(id);

    const edited = await post<StaffGuide>(`/api/Gestion/editGuia/${String(id)}`, {
      titulo: 'Guía de prueba editada',
      descripcion: '<p>Nuevo</p>',
      urlFichero: null,
      urlImagen: 'https://www.universidad-demo.es/img.png',
    });
    expect(edited.body.datos.titulo).toBe('Guía de prueba editada');
    expect((await lastAudit())?.accion).toBe('guia.editar');
    const staffList = await get<StaffGuide[]>('/api/Gestion/dameGuias');
    expect(staffList.body.datos.find((g) => g.idGuia === id)?.urlImagen).toBe(
      'https://www.universidad-demo.es/img.png',
    );

    const bad = await post('/api/Gestion/addGuia', {
      titulo: '',
      descripcion: '',
      urlFichero: 'ftp://x',
    });
    expect(fieldsOf(bad.body).sort()).toEqual(['descripcion', 'titulo', 'urlFichero']);
    expect(
      (await post(`/api/Gestion/editGuia/999999`, { titulo: 'Guía', descripcion: 'x' })).body
        .status,
    ).toBe(404);

    expect((await post(`/api/Gestion/deleteGuia/${String(id)}`, undefined)).body.status).toBe(0);
    expect((await lastAudit())?.accion).toBe('guia.borrar');
    expect((await post(`/api/Gestion/deleteGuia/${String(id)}`, undefined)).body.status).toBe(404);
  });
});

describe('communications', () => {
  it('publishes from a date to an audience, with its state', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const created = await post<StaffCommunication>('/api/Gestion/addComunicacion', {
      destinatarios: 'empresa',
      fechaDesde: '2000-01-01',
      fechaHasta: '',
      descripcion: 'Nueva normativa de prácticas para empresas',
      enlace: 'https://www.universidad-demo.es/normativa',
    });
    expect(created.body.datos).toMatchObject({
      estado: 'vigente',
      fechaHasta: null,
      destinatarios: 'empresa',
    });
    const id = created.body.datos.idComunicacion;
    expect((await lastAudit())?.accion).toBe('comunicacion.crear');
    const seenByCompany = await get<{ idComunicacion: number }[]>(
      '/api/Empresa/dameComunicaciones',
      company,
    );
    expect(seenByCompany.body.datos.map((c) => c.idComunicacion)).toContain(id);
    const seenByCandidate = await get<{ idComunicacion: number }[]>(
      '/api/Alumno/dameComunicaciones',
      candidate,
    );
    expect(seenByCandidate.body.datos.map((c) => c.idComunicacion)).not.toContain(id);

    // From a future date: scheduled, nobody sees it yet.
    const scheduled = await post<StaffCommunication>(
      `/api/Gestion/editComunicacion/${String(id)}`,
      {
        destinatarios: 'todos',
        fechaDesde: '2999-01-01',
        descripcion: 'Nueva normativa de prácticas para empresas',
      },
    );
    expect(scheduled.body.datos.estado).toBe('programada');
    const later = await get<{ idComunicacion: number }[]>(
      '/api/Empresa/dameComunicaciones',
      company,
    );
    expect(later.body.datos.map((c) => c.idComunicacion)).not.toContain(id);
    const list = await get<StaffCommunication[]>('/api/Gestion/dameComunicaciones');
    expect(list.body.datos.find((c) => c.idComunicacion === id)?.estado).toBe('programada');

    const bad = await post('/api/Gestion/addComunicacion', {
      destinatarios: 'nadie',
      fechaDesde: today,
      descripcion: 'ok texto',
    });
    expect(fieldsOf(bad.body)).toEqual(['destinatarios']);
    const endBeforeStart = await post('/api/Gestion/addComunicacion', {
      destinatarios: 'todos',
      fechaDesde: today,
      fechaHasta: '1999-01-01',
      descripcion: 'ok texto',
    });
    expect(fieldsOf(endBeforeStart.body)).toEqual(['fechaHasta']);
    expect(
      (
        await post('/api/Gestion/editComunicacion/999999', {
          destinatarios: 'todos',
          fechaDesde: today,
          descripcion: 'texto',
        })
      ).body.status,
    ).toBe(404);
    expect(
      (await post(`/api/Gestion/deleteComunicacion/${String(id)}`, undefined)).body.status,
    ).toBe(0);
    expect((await lastAudit())?.accion).toBe('comunicacion.borrar');
    expect(
      (await post(`/api/Gestion/deleteComunicacion/${String(id)}`, undefined)).body.status,
    ).toBe(404);
  });
});

describe('practice programmes and adhesions', () => {
  const validProgramme = {
    titulo: 'Programa Primer Empleo',
    descripcion: '<p>Prácticas para titulados</p>',
    financiacion: 'Comunidad de Madrid',
    tiposEstudios: 'Todos los grados',
    fechaInicio: '2030-01-01',
    fechaFin: '2030-12-31',
    meses: 6,
    dedicacion: 100,
    urlImagen: null,
    activo: true,
  };

  it('creates and edits a programme; candidates see active ones', async () => {
    const created = await post<StaffProgramme>('/api/Gestion/addPrograma', validProgramme);
    expect(created.body.datos).toMatchObject({
      titulo: 'Programa Primer Empleo',
      urlAcceso: 'programa-primer-empleo',
      meses: 6,
      adhesiones: { pendiente: 0, aceptada: 0, rechazada: 0 },
    });
    expect((await lastAudit())?.accion).toBe('programa.crear');
    const active = await get<{ idPrograma: number }[]>(
      '/api/Publico/programasPracticasActivos',
      {},
    );
    const id = created.body.datos.idPrograma;
    if (active.res.statusCode === 200) {
      expect(active.body.datos.map((p) => p.idPrograma)).toContain(id);
    }
    const edited = await post<StaffProgramme>(`/api/Gestion/editPrograma/${String(id)}`, {
      ...validProgramme,
      titulo: 'Programa Primer Empleo 2030',
      activo: false,
    });
    expect(edited.body.datos).toMatchObject({ urlAcceso: 'programa-primer-empleo', activo: false });
    expect((await lastAudit())?.accion).toBe('programa.editar');
    const bad = await post('/api/Gestion/addPrograma', {
      ...validProgramme,
      meses: '',
      financiacion: '',
    });
    expect(fieldsOf(bad.body).sort()).toEqual(['financiacion', 'meses']);
    const endBeforeStart = await post('/api/Gestion/addPrograma', {
      ...validProgramme,
      fechaFin: '2029-01-01',
    });
    expect(fieldsOf(endBeforeStart.body)).toEqual(['fechaFin']);
    expect((await post('/api/Gestion/editPrograma/999999', validProgramme)).body.status).toBe(404);
    const list = await get<StaffProgramme[]>('/api/Gestion/dameProgramas');
    expect(
      list.body.datos.find((p) => p.urlAcceso === 'programa-talento-digital-gestion')?.adhesiones,
    ).toEqual({
      pendiente: 2,
      aceptada: 0,
      rechazada: 0,
    });
  });

  it('lists adhesions, accepts and rejects them, telling the student', async () => {
    const id = await idOf(programmes, 'programa-talento-digital-gestion');
    const pending = await get<StaffAdhesion[]>(
      `/api/Gestion/dameAdhesionesPrograma/${String(id)}?estado=pendiente`,
    );
    expect(pending.body.datos.map((a) => a.email)).toEqual([
      'asistente1@demo.es',
      'asistente2@demo.es',
    ]);
    const [first, second] = pending.body.datos;
    if (!first || !second) {
      throw new Error('two adhesions expected');
    }
    const search = await get<StaffAdhesion[]>(
      `/api/Gestion/dameAdhesionesPrograma/${String(id)}?texto=Calvo`,
    );
    expect(search.body.datos.map((a) => a.email)).toEqual(['asistente2@demo.es']);

    const noReason = await post('/api/Gestion/resolverAdhesionPrograma', {
      idPrograma: id,
      idCandidato: second.idCandidato,
      decision: 'rechazada',
      motivo: '',
    });
    expect(fieldsOf(noReason.body)).toEqual(['motivo']);

    t.mailer.sent.length = 0;
    const accepted = await post<StaffAdhesion>('/api/Gestion/resolverAdhesionPrograma', {
      idPrograma: id,
      idCandidato: first.idCandidato,
      decision: 'aceptada',
    });
    expect(accepted.body.datos).toMatchObject({ estado: 'aceptada', motivo: null });
    expect(accepted.body.datos.fechaDecision).not.toBeNull();
    expect((await lastAudit())?.accion).toBe('adhesion.aceptar');
    const rejected = await post<StaffAdhesion>('/api/Gestion/resolverAdhesionPrograma', {
      idPrograma: id,
      idCandidato: second.idCandidato,
      decision: 'rechazada',
      motivo: 'No cumple los requisitos de titulación.',
    });
    expect(rejected.body.datos).toMatchObject({
      estado: 'rechazada',
      motivo: 'No cumple los requisitos de titulación.',
    });
    expect(await lastAudit()).toMatchObject({
      accion: 'adhesion.rechazar',
      motivo: 'No cumple los requisitos de titulación.',
    });

    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, second.idCandidato)));
    expect(notices.map((n) => n.titulo)).toContain(
      'Adhesión no aceptada: Programa Talento Digital',
    );
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['asistente1@demo.es', 'asistente2@demo.es']);
    expect(t.mailer.sent[1]?.text).toContain('No cumple los requisitos de titulación.');

    const unknown = await post('/api/Gestion/resolverAdhesionPrograma', {
      idPrograma: id,
      idCandidato: 999999,
      decision: 'aceptada',
    });
    expect(unknown.body.status).toBe(404);
    expect((await get('/api/Gestion/dameAdhesionesPrograma/999999')).body.status).toBe(404);
  });

  it('lets the administrator use the content calls too', async () => {
    expect((await get('/api/Gestion/dameProgramas', admin)).body.status).toBe(0);
  });
});

describe('list exports', () => {
  const file = (url: string) => t.app.inject({ method: 'GET', url, headers: manager });
  const csvLines = (body: string) => body.replace('\uFEFF', '').trim().split('\r\n');

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

  it('exports the communications as filtered: every searched word, audience', async () => {
    const forStudents = await post<StaffCommunication>('/api/Gestion/addComunicacion', {
      destinatarios: 'alumno',
      fechaDesde: '2000-01-01',
      fechaHasta: '2099-12-31',
      descripcion: 'Aviso exportable de orientación laboral',
      enlace: 'https://www.universidad-demo.es/aviso',
    });
    const forCompanies = await post<StaffCommunication>('/api/Gestion/addComunicacion', {
      destinatarios: 'empresa',
      fechaDesde: '2099-01-01',
      fechaHasta: '',
      descripcion: 'Aviso exportable para empresas colaboradoras',
      enlace: '',
    });
    const [a, b] = [forStudents.body.datos.idComunicacion, forCompanies.body.datos.idComunicacion];

    const csv = await file(
      '/api/Gestion/exportaComunicaciones?formato=csv&texto=ORIENTACION%20exportable',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('comunicaciones-');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('"Id";"Texto";"Destinatarios";"Desde";"Hasta";"Estado";"Enlace"');
    expect(lines.slice(1)).toEqual([
      `"${String(a)}";"Aviso exportable de orientación laboral";"Candidatos";"2000-01-01";"2099-12-31";"Publicada";"https://www.universidad-demo.es/aviso"`,
    ]);
    const byAudience = csvLines(
      (
        await file(
          '/api/Gestion/exportaComunicaciones?formato=csv&texto=aviso&destinatarios=empresa',
        )
      ).body,
    );
    expect(byAudience.slice(1)).toEqual([
      `"${String(b)}";"Aviso exportable para empresas colaboradoras";"Empresas";"2099-01-01";"";"Programada";""`,
    ]);

    const xlsx = await file('/api/Gestion/exportaComunicaciones?formato=xlsx&texto=exportable');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = xlsxText(xlsx.rawPayload);
    expect(sheet).toContain('Destinatarios');
    expect(sheet).toContain('Aviso exportable de orientación laboral');
    expect(sheet).toContain('Aviso exportable para empresas colaboradoras');
    expect(sheet).not.toContain('Nueva normativa de prácticas para empresas');

    expect(
      (await file('/api/Gestion/exportaComunicaciones?formato=csv&destinatarios=nadie')).statusCode,
    ).toBe(400);
    for (const id of [a, b]) {
      await post(`/api/Gestion/deleteComunicacion/${String(id)}`, undefined);
    }
  });

  it('writes the headers and state words in English when the request asks for English', async () => {
    const created = await post<StaffCommunication>('/api/Gestion/addComunicacion', {
      destinatarios: 'todos',
      fechaDesde: '2099-02-01',
      fechaHasta: '',
      descripcion: 'Aviso en inglés exportable',
      enlace: '',
    });
    const id = created.body.datos.idComunicacion;
    const inEnglish = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...manager, 'accept-language': 'en-GB,en' } });

    const csv = await inEnglish('/api/Gestion/exportaComunicaciones?formato=csv&texto=ingles');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('comunicaciones-');
    expect(csvLines(csv.body)).toEqual([
      '"Id";"Text";"Audience";"From";"Until";"State";"Link"',
      `"${String(id)}";"Aviso en inglés exportable";"Candidates and companies";"2099-02-01";"";"Scheduled";""`,
    ]);
    const xlsx = xlsxText(
      (await inEnglish('/api/Gestion/exportaComunicaciones?formato=xlsx&texto=ingles')).rawPayload,
    );
    expect(xlsx).toContain('Audience');
    expect(xlsx).not.toContain('Destinatarios');

    const events = csvLines(
      (await inEnglish('/api/Gestion/exportaEventos?formato=csv&estado=todos&publico=si')).body,
    );
    expect(events[0]).toBe(
      '"Id";"Title";"Date";"Place";"Category";"Public";"Places";"Enrolled";"Attendees"',
    );
    expect(events.slice(1).every((line) => line.includes(';"Yes";'))).toBe(true);

    const spanish = csvLines(
      (await file('/api/Gestion/exportaComunicaciones?formato=csv&texto=ingles')).body,
    );
    expect(spanish).toEqual([
      '"Id";"Texto";"Destinatarios";"Desde";"Hasta";"Estado";"Enlace"',
      `"${String(id)}";"Aviso en inglés exportable";"Candidatos y empresas";"2099-02-01";"";"Programada";""`,
    ]);
    await post(`/api/Gestion/deleteComunicacion/${String(id)}`, undefined);
  });

  it('exports the programmes whose title has every searched word, with their counts', async () => {
    const created = await post<StaffProgramme>('/api/Gestion/addPrograma', {
      titulo: 'Programa Exportable de Verano',
      descripcion: '<p>Prácticas de verano</p>',
      financiacion: 'Fundación Demo',
      tiposEstudios: 'Grados de ingeniería',
      fechaInicio: '2031-06-01',
      fechaFin: '2031-09-30',
      meses: 3,
      dedicacion: 50,
      urlImagen: null,
      activo: false,
    });
    const id = created.body.datos.idPrograma;
    const csv = await file('/api/Gestion/exportaProgramas?formato=csv&texto=verano%20EXPORTABLE');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('programas-');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe(
      '"Id";"Título";"Inicio";"Fin";"Meses";"Dedicación (%)";"Financiación";"Tipos de estudios";"Activo";"Adhesiones pendientes";"Adhesiones aceptadas";"Adhesiones rechazadas"',
    );
    expect(lines.slice(1)).toEqual([
      `"${String(id)}";"Programa Exportable de Verano";"2031-06-01";"2031-09-30";"3";"50";"Fundación Demo";"Grados de ingeniería";"No";"0";"0";"0"`,
    ]);
    const all = (await get<StaffProgramme[]>('/api/Gestion/dameProgramas')).body.datos;
    expect(csvLines((await file('/api/Gestion/exportaProgramas?formato=csv')).body)).toHaveLength(
      all.length + 1,
    );
    const xlsx = await file('/api/Gestion/exportaProgramas?formato=xlsx&texto=exportable');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = xlsxText(xlsx.rawPayload);
    expect(sheet).toContain('Adhesiones pendientes');
    expect(sheet).toContain('Programa Exportable de Verano');
    expect(sheet).not.toContain('Programa Talento Digital');
    expect((await file('/api/Gestion/exportaProgramas?formato=pdf')).statusCode).toBe(400);
  });

  it('exports the guides whose title has every searched word', async () => {
    const created = await post<StaffGuide>('/api/Gestion/addGuia', {
      titulo: 'Guía exportable de búsqueda',
      descripcion: '<p>Texto</p>',
    });
    const id = created.body.datos.idGuia;
    const csv = await file('/api/Gestion/exportaGuias?formato=csv&texto=EXPORTABLE%20busqueda');
    expect(csv.headers['content-disposition']).toContain('guias-');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('"Id";"Título";"Publicada";"Fichero";"Imagen"');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`"${String(id)}";"Guía exportable de búsqueda"`);
    const all = await get<StaffGuide[]>('/api/Gestion/dameGuias');
    const xlsx = await file('/api/Gestion/exportaGuias?formato=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(all.body.datos.length).toBeGreaterThan(0);
    expect((await file('/api/Gestion/exportaGuias?formato=csv&texto=')).statusCode).toBe(200);
    expect(
      (await file(`/api/Gestion/exportaGuias?formato=csv&texto=${'x'.repeat(201)}`)).statusCode,
    ).toBe(400);
    await post(`/api/Gestion/deleteGuia/${String(id)}`, undefined);
  });
});
