import { statusMessage, type EventItem, type EventSheet } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventEnrolments, events } from '../../db/schema.ts';
import { buildEventCalendar } from '../../test/build-events.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DAY_MS } from '../../lib/dates.ts';

const t = await createTestApp();
const student = await buildCandidate(t.ctx.db);
const companyUser = (await buildCompany(t.ctx.db)).user;
// The calendar: five events to come (one featured fair, one without a place limit) and two past
// (see buildEventCalendar).
await buildEventCalendar(t.ctx.db);
let n = 0;

async function addEvent(values: Partial<typeof events.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.ctx.db
    .insert(events)
    .values({
      slug: `evento-prueba-${String(n)}`,
      titulo: `Evento de prueba ${String(n)}`,
      fecha: new Date(Date.now() + 5 * DAY_MS),
      lugar: 'Aula Magna',
      categoria: 'Talleres',
      categoriaSlug: 'talleres',
      ...values,
    })
    .returning();
  if (!row) {
    throw new Error('event not inserted');
  }
  return row;
}

const enrol = async (
  headers: Record<string, string>,
  idEvento: number | string,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Alumno/inscribirseEnEvento',
    headers: { ...headers, ...extra },
    payload: { idEvento, urlEvento: 'x' },
  });
const enrolments = (eventId: number) =>
  t.ctx.db.select().from(eventEnrolments).where(eq(eventEnrolments.eventId, eventId));
const sheet = async (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

describe('dameEventos', () => {
  it('lists every event by date descending, with expired and enrolled flags', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameEventos',
      headers: await t.authHeader(student.email),
    });
    expect(res.statusCode).toBe(200);
    const calendar = [
      'emprender-en-la-universidad',
      'foro-de-empleo-2027',
      'taller-entrevista-en-ingles',
      'simulacro-entrevistas',
      'taller-linkedin',
      'taller-cv-europass',
      'feria-practicas-2026',
    ];
    // Other tests of this file add events of their own between these.
    const all = res.json<{ datos: EventItem[] }>().datos;
    const items = all.filter((e) => calendar.includes(e.urlAcceso));
    expect(items.map((e) => e.urlAcceso)).toEqual(calendar);
    expect(items.map((e) => e.caducado)).toEqual([false, false, false, false, false, true, true]);
    expect(items.every((e) => !e.inscrito)).toBe(true);
    expect(items[1]).toMatchObject({
      titulo: 'Foro de Empleo 2027',
      destacado: true,
      categoria: 'Ferias de empleo',
      categoriaSlug: 'ferias-de-empleo',
      ulrImagenPrincipal: '/brand/evento-foro.svg',
      lugar: 'Pabellón Polideportivo del Campus',
    });
    expect(new Date(items[1]?.fecha ?? '').toISOString()).toBe(items[1]?.fecha);
  });

  it('is for every signed-in role (companies and the careers office see no enrolment)', async () => {
    const staff = await staffHeader(t);
    for (const headers of [await t.authHeader(companyUser.email, 'PrivadoEmpresa'), staff]) {
      const res = await sheet('/api/Alumno/dameEventos', headers);
      expect(res.statusCode).toBe(200);
      const listed = res.json<{ datos: EventItem[] }>().datos;
      expect(listed.map((e) => e.urlAcceso)).toContain('taller-linkedin');
      expect(listed.every((e) => !e.inscrito)).toBe(true);
    }
    const ofOffice = await sheet('/api/Alumno/dameFichaEvento/taller-linkedin', staff);
    expect(ofOffice.json<{ datos: EventSheet }>().datos).toMatchObject({ inscrito: false });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Alumno/dameEventos' });
    expect(anonymous.json().status).toBe(2);
  });
});

describe('dameFichaEvento', () => {
  it('finds an event by id or slug, with sanitised description and free places', async () => {
    const headers = await t.authHeader(student.email);
    const bySlug = await sheet('/api/Alumno/dameFichaEvento/taller-linkedin', headers);
    expect(bySlug.statusCode).toBe(200);
    const s = bySlug.json<{ datos: EventSheet }>().datos;
    expect(s).toMatchObject({
      titulo: 'Taller: tu perfil de LinkedIn',
      descripcion: '<p>Taller práctico de dos horas. Trae tu portátil.</p>',
      plazas: 40,
      plazasLibres: 40,
      inscrito: false,
      caducado: false,
    });
    const byId = await sheet(`/api/Alumno/dameFichaEvento/${String(s.idEvento)}`, headers);
    expect(byId.json<{ datos: EventSheet }>().datos).toEqual(s);
    const unlimited = await sheet(
      '/api/Alumno/dameFichaEvento/emprender-en-la-universidad',
      headers,
    );
    expect(unlimited.json().datos).toMatchObject({ plazas: null, plazasLibres: null });
  });

  it('strips dangerous HTML from the description', async () => {
    const e = await addEvent({
      descripcion: '<p>Hola<script>alert(1)</script><img src=x onerror="x()"></p>',
    });
    const res = await sheet(`/api/Publico/dameFichaEvento/${e.slug}`);
    expect(res.json().datos.descripcion).toBe('<p>Hola</p>');
  });

  it('answers 404 NOT_FOUND for an unknown event', async () => {
    const headers = await t.authHeader(student.email);
    for (const path of [
      '/api/Alumno/dameFichaEvento/no-existe',
      '/api/Alumno/dameFichaEvento/999999',
      '/api/Publico/dameFichaEvento/no-existe',
    ]) {
      const res = await sheet(path, path.includes('Alumno') ? headers : {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, datos: null });
    }
  });

  it('shows only public events without sign-in; candidates see the rest', async () => {
    const open = await sheet('/api/Publico/dameFichaEvento/foro-de-empleo-2027');
    expect(open.statusCode).toBe(200);
    expect(open.json().datos).toMatchObject({ titulo: 'Foro de Empleo 2027', inscrito: false });
    const internal = await addEvent({ publico: false });
    expect((await sheet(`/api/Publico/dameFichaEvento/${internal.slug}`)).statusCode).toBe(404);
    expect((await sheet(`/api/Publico/dameFichaEvento/${String(internal.id)}`)).statusCode).toBe(
      404,
    );
    const headers = await t.authHeader(student.email);
    expect((await sheet(`/api/Alumno/dameFichaEvento/${internal.slug}`, headers)).statusCode).toBe(
      200,
    );
    const noToken = await sheet('/api/Alumno/dameFichaEvento/foro-de-empleo-2027');
    expect(noToken.statusCode).toBe(401);
  });
});

describe('inscribirseEnEvento', () => {
  it('enrols with status 0 and the 533 text; enrolling again is refused (541) and changes nothing', async () => {
    const c = await buildCandidate(t.ctx.db);
    const headers = await t.authHeader(c.email);
    const e = await addEvent({ plazas: 10 });
    const res = await enrol(headers, e.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 0,
      datos: { idEvento: e.id, inscrito: true, plazasLibres: 9 },
      mensaje: statusMessage(533, 'es').cuerpo,
    });
    const again = await enrol(headers, String(e.id));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ status: 541, datos: { motivo: 'inscrito' } });
    expect(await enrolments(e.id)).toHaveLength(1);
    const s = await sheet(`/api/Alumno/dameFichaEvento/${e.slug}`, headers);
    expect(s.json().datos).toMatchObject({ inscrito: true, plazasLibres: 9 });
    const listed = await t.app.inject({ method: 'GET', url: '/api/Alumno/dameEventos', headers });
    expect(
      listed.json<{ datos: EventItem[] }>().datos.find((x) => x.idEvento === e.id)?.inscrito,
    ).toBe(true);
    const other = await buildCandidate(t.ctx.db);
    const english = await enrol(await t.authHeader(other.email), e.id, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(english.json().mensaje).toBe(statusMessage(533, 'en').cuerpo);
  });

  it('refuses an event that is over (541, 422) and writes nothing', async () => {
    const c = await buildCandidate(t.ctx.db);
    const e = await addEvent({ fecha: new Date(Date.now() - 60_000) });
    const res = await enrol(await t.authHeader(c.email), e.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 541, datos: { motivo: 'caducado' } });
    expect(await enrolments(e.id)).toHaveLength(0);
  });

  it('refuses a full event (541) to newcomers', async () => {
    const [a, b] = [await buildCandidate(t.ctx.db), await buildCandidate(t.ctx.db)];
    const e = await addEvent({ plazas: 1 });
    expect((await enrol(await t.authHeader(a.email), e.id)).json()).toMatchObject({
      status: 0,
      datos: { plazasLibres: 0 },
    });
    const full = await enrol(await t.authHeader(b.email), e.id);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ status: 541, datos: { motivo: 'completo' } });
    const rows = await enrolments(e.id);
    expect(rows.map((r) => r.candidateId)).toEqual([a.id]);
  });

  it('never gives away more places than there are under concurrent enrolments', async () => {
    const e = await addEvent({ plazas: 2 });
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => buildCandidate(t.ctx.db)));
    const headers = await Promise.all(people.map((p) => t.authHeader(p.email)));
    const answers = await Promise.all(headers.map((h) => enrol(h, e.id)));
    const statuses = answers.map((r) => r.json<{ status: number }>().status).sort((x, y) => x - y);
    expect(statuses).toEqual([0, 0, 541, 541, 541]);
    expect(await enrolments(e.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const headers = await t.authHeader(student.email);
    const unknown = await enrol(headers, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirseEnEvento',
      headers,
      payload: { idEvento: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().datos.errores[0].campo).toBe('idEvento');
  });

  it('is for candidates only', async () => {
    const e = await addEvent();
    const company = await enrol(await t.authHeader(companyUser.email, 'PrivadoEmpresa'), e.id);
    expect(company.statusCode).toBe(403);
    const anonymous = await enrol({}, e.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(2);
    expect(
      await t.ctx.db
        .select()
        .from(eventEnrolments)
        .where(and(eq(eventEnrolments.eventId, e.id))),
    ).toHaveLength(0);
  });
});

describe('desinscribirseDeEvento and the calendar file', () => {
  const cancel = (headers: Record<string, string>, idEvento: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Alumno/desinscribirseDeEvento',
      headers,
      payload: { idEvento },
    });

  it('frees the place, and lets the candidate enrol again', async () => {
    const c = await buildCandidate(t.ctx.db);
    const headers = await t.authHeader(c.email);
    const e = await addEvent({ plazas: 1 });
    expect((await enrol(headers, e.id)).json().status).toBe(0);
    const res = await cancel(headers, e.id);
    expect(res.json()).toEqual({
      status: 0,
      datos: { idEvento: e.id, inscrito: false, plazasLibres: 1 },
      mensaje: null,
    });
    expect(await enrolments(e.id)).toHaveLength(0);
    expect((await enrol(headers, e.id)).json().status).toBe(0);
  });

  it('answers 404 when not enrolled and 541 once the event is over', async () => {
    const c = await buildCandidate(t.ctx.db);
    const headers = await t.authHeader(c.email);
    const future = await addEvent();
    expect((await cancel(headers, future.id)).statusCode).toBe(404);
    const past = await addEvent({ fecha: new Date(Date.now() - 60_000) });
    await t.ctx.db.insert(eventEnrolments).values({ eventId: past.id, candidateId: c.id });
    const late = await cancel(headers, past.id);
    expect(late.json()).toMatchObject({ status: 541, datos: { motivo: 'caducado' } });
    expect(await enrolments(past.id)).toHaveLength(1);
    expect(
      (await cancel(await t.authHeader(companyUser.email, 'PrivadoEmpresa'), future.id)).statusCode,
    ).toBe(403);
  });

  it('gives an enrolled candidate the event as an .ics file, and nobody else', async () => {
    const c = await buildCandidate(t.ctx.db);
    const headers = await t.authHeader(c.email);
    const e = await addEvent();
    const url = `/api/Alumno/dameEventoCalendario/${String(e.id)}`;
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    await enrol(headers, e.id);
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain(`${e.slug}.ics`);
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain(`SUMMARY:${e.titulo}`);
    const other = await buildCandidate(t.ctx.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.authHeader(other.email),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
