import type { StaffCommunication } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import {
  fieldsOf,
  csvLines,
  refusesNonStaff,
  staffContentClient,
} from '../../test/staff-content-client.ts';

const t = await createTestApp();
const { manager, candidate, company, get, post, lastAudit, file } = await staffContentClient(t);

refusesNonStaff(t, { candidate, company }, [
  ['GET', '/api/Gestion/dameComunicaciones'],
  ['GET', '/api/Gestion/exportaComunicaciones?formato=csv'],
  ['POST', '/api/Gestion/addComunicacion', {}],
  ['POST', '/api/Gestion/editComunicacion/1', {}],
  ['POST', '/api/Gestion/deleteComunicacion/1'],
]);

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

describe('list exports', () => {
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
    expect(csv.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''communications-\d{4}-\d{2}-\d{2}\.csv$/,
    );
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
});
