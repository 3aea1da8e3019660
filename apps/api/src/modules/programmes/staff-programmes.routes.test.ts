import type { StaffAdhesion, StaffProgramme } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, programmes } from '../../db/schema.ts';
import { buildProgrammeWithAdhesions } from '../../test/fixture-content.ts';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import {
  fieldsOf,
  csvLines,
  refusesNonStaff,
  staffContentClient,
} from '../../test/staff-content-client.ts';

const t = await createTestApp();
const { admin, candidate, company, get, post, lastAudit, file, idOf } = await staffContentClient(t);

refusesNonStaff(t, { candidate, company }, [
  ['GET', '/api/Gestion/dameProgramas'],
  ['GET', '/api/Gestion/exportaProgramas?formato=xlsx'],
  ['POST', '/api/Gestion/addPrograma', {}],
  ['POST', '/api/Gestion/editPrograma/1', {}],
  ['GET', '/api/Gestion/dameAdhesionesPrograma/1'],
  ['POST', '/api/Gestion/resolverAdhesionPrograma', {}],
]);

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
    // The list counts each programme's adhesions by state.
    const { programme } = await buildProgrammeWithAdhesions(t.ctx.db);
    const list = await get<StaffProgramme[]>('/api/Gestion/dameProgramas');
    expect(list.body.datos.find((p) => p.urlAcceso === programme.slug)?.adhesiones).toEqual({
      pendiente: 2,
      aceptada: 0,
      rechazada: 0,
    });
  });

  it('lists adhesions, accepts and rejects them, telling the student', async () => {
    const { programme, attendees } = await buildProgrammeWithAdhesions(t.ctx.db);
    const [attendee1, attendee2] = attendees;
    const id = await idOf(programmes, programme.slug);
    const pending = await get<StaffAdhesion[]>(
      `/api/Gestion/dameAdhesionesPrograma/${String(id)}?estado=pendiente`,
    );
    expect(pending.body.datos.map((a) => a.email)).toEqual([attendee1.email, attendee2.email]);
    const [first, second] = pending.body.datos;
    if (!first || !second) {
      throw new Error('two adhesions expected');
    }
    const search = await get<StaffAdhesion[]>(
      `/api/Gestion/dameAdhesionesPrograma/${String(id)}?texto=Calvo`,
    );
    expect(search.body.datos.map((a) => a.email)).toEqual([attendee2.email]);

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
    expect(t.mailer.sent.map((m) => m.to)).toEqual([attendee1.email, attendee2.email]);
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
  it('exports the programmes whose title has every searched word, with their counts', async () => {
    // Another programme the search must leave out.
    await buildProgrammeWithAdhesions(t.ctx.db);
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
});
