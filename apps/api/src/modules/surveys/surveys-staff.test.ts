import {
  callUrl,
  staffSurveyCalls as calls,
  surveyCalls,
  type StaffSurvey,
  type StaffSurveyBody,
  type StaffSurveyItem,
  type StaffSurveyResults,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { spanishDay } from '../../lib/dates.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createDemoTestApp } from '../../test/test-app.ts';

const t = await createDemoTestApp({ PUBLIC_URL: 'https://empleo.example.es' });
const staff = await staffHeader(t);
let serial = 0;

interface Answer {
  status: number;
  datos: unknown;
  mensaje: string | null;
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: options.headers ?? staff,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return {
    http: res.statusCode,
    raw: res,
    ...(String(res.headers['content-type'] ?? '').includes('json')
      ? res.json<Answer>()
      : { status: -1, datos: null, mensaje: null }),
  };
}

/** 1 working? (No → 3) · 2 company (text) · 3 grade · 4 comments (optional). */
function body(overrides: Partial<StaffSurveyBody> = {}): StaffSurveyBody {
  serial += 1;
  return {
    titulo: 'Encuesta de prueba',
    descripcion: 'Descripción',
    urlAcceso: `gestion-prueba-${String(serial)}`,
    paraAlumnos: true,
    paraEmpresas: false,
    permiteUsuarios: true,
    permiteAnonima: true,
    obligatoria: false,
    fechaInicio: spanishDay(new Date(Date.now() - 86_400_000)),
    fechaFin: null,
    textoRgpd: null,
    preguntas: [
      {
        texto: '¿Trabajas?',
        tipo: 'unica',
        respuestaObligatoria: true,
        respuestas: [{ texto: 'Sí' }, { texto: 'No', saltoAPregunta: 3 }],
      },
      { texto: '¿Dónde?', tipo: 'texto', respuestaObligatoria: true, respuestas: [] },
      { texto: 'Nota', tipo: 'nota', respuestaObligatoria: true, respuestas: [] },
      {
        texto: 'Qué te ayudó',
        tipo: 'multiple',
        respuestaObligatoria: false,
        respuestas: [{ texto: 'Prácticas' }, { texto: 'Portal' }],
      },
    ],
    ...overrides,
  };
}

async function create(overrides: Partial<StaffSurveyBody> = {}) {
  const res = await call('POST', calls.create.path, { body: body(overrides) });
  expect(res.status).toBe(0);
  return res.datos as StaffSurvey;
}

describe('staff surveys', () => {
  it('creates a draft, invisible to respondents until published', async () => {
    const survey = await create();
    expect(survey.estado).toBe('borrador');
    expect(survey.preguntas[0]?.respuestas[1]).toEqual({ texto: 'No', saltoAPregunta: 3 });
    const access = await call(
      'POST',
      callUrl(surveyCalls.access, { params: { id: survey.urlAcceso } }),
      { body: {}, headers: {} },
    );
    expect(access.status).toBe(35);
    const published = await call('POST', callUrl(calls.publish, { params: { id: survey.id } }));
    expect(published.status).toBe(0);
    expect((published.datos as StaffSurvey).estado).toBe('publicada');
    const open = await call(
      'POST',
      callUrl(surveyCalls.access, { params: { id: survey.urlAcceso } }),
      { body: {}, headers: {} },
    );
    expect(open.status).toBe(0);
    const list = (await call('GET', calls.list.path)).datos as StaffSurveyItem[];
    expect(list.find((s) => s.id === survey.id)).toMatchObject({ preguntas: 4, respuestas: 0 });
  });

  it('refuses a taken address and bad input', async () => {
    const first = await create();
    const clash = await call('POST', calls.create.path, {
      body: body({ urlAcceso: first.urlAcceso }),
    });
    expect(clash.http).toBe(400);
    expect(JSON.stringify(clash.datos)).toContain('urlAcceso');
    const bad = await call('POST', calls.create.path, { body: { ...body(), titulo: '' } });
    expect(bad.http).toBe(400);
    const dates = await call('POST', calls.create.path, {
      body: body({ fechaInicio: '2026-05-10', fechaFin: '2026-05-01' }),
    });
    expect(dates.http).toBe(400);
  });

  it('the logic checker refuses a dead end and an unreachable question', async () => {
    const survey = await create({
      preguntas: [
        {
          texto: 'Uno',
          tipo: 'unica',
          respuestaObligatoria: true,
          respuestas: [
            { texto: 'A', saltoAPregunta: 3 },
            { texto: 'B', saltoAPregunta: 3 },
          ],
        },
        { texto: 'Dos (inalcanzable)', tipo: 'texto', respuestaObligatoria: true, respuestas: [] },
        {
          texto: 'Tres',
          tipo: 'unica',
          respuestaObligatoria: true,
          respuestas: [{ texto: 'Fin' }, { texto: 'Fuera', saltoAPregunta: 9 }],
        },
      ],
    });
    const res = await call('POST', callUrl(calls.publish, { params: { id: survey.id } }));
    expect(res.http).toBe(400);
    const errores = (res.datos as { errores: { campo: string; codigo: string; mensaje: string }[] })
      .errores;
    expect(errores.map((e) => [e.campo, e.codigo])).toEqual(
      expect.arrayContaining([
        ['preguntas.3', 'salto-inexistente'],
        ['preguntas.2', 'inalcanzable'],
      ]),
    );
    expect(errores.find((e) => e.codigo === 'inalcanzable')?.mensaje).toBe(
      'Ninguna respuesta lleva a la pregunta 2',
    );
    // Fixed in the builder, it publishes.
    const fixed = await call('POST', callUrl(calls.edit, { params: { id: survey.id } }), {
      body: body({ urlAcceso: survey.urlAcceso }),
    });
    expect(fixed.status).toBe(0);
    expect((await call('POST', callUrl(calls.publish, { params: { id: survey.id } }))).status).toBe(
      0,
    );
  });

  it('invites with personal links, then shows results and the CSV; edits are refused once answered', async () => {
    const survey = await create({ permiteUsuarios: false, permiteAnonima: false });
    await call('POST', callUrl(calls.publish, { params: { id: survey.id } }));
    const invited = await call('POST', callUrl(calls.invite, { params: { id: survey.id } }), {
      body: {
        invitados: [
          { email: 'tutor1@example.es', nombre: 'Tutor 1' },
          { email: 'tutor2@example.es' },
        ],
      },
    });
    expect(invited.status).toBe(0);
    const links = invited.datos as { email: string; enlace: string }[];
    expect(links[0]?.enlace).toMatch(
      new RegExp(
        `^https://empleo\\.example\\.es/encuestas/${survey.urlAcceso}\\?[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(
      t.mailer.sent.some(
        (m) => m.to === 'tutor1@example.es' && m.text.includes(links[0]?.enlace ?? '-'),
      ),
    ).toBe(true);

    // One guest answers through the link.
    const query = links[0]?.enlace.split('?')[1] ?? '';
    const access = await call(
      'POST',
      callUrl(surveyCalls.access, { params: { id: survey.urlAcceso } }),
      {
        body: { querystringValue: query },
        headers: {},
      },
    );
    const token = (access.datos as { token: string }).token;
    const definition = await call(
      'GET',
      callUrl(surveyCalls.definition, { params: { id: survey.urlAcceso } }),
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const ids = (
      definition.datos as { encuesta: { preguntas: { idPregunta: number }[] } }
    ).encuesta.preguntas.map((p) => p.idPregunta);
    const saved = await call(
      'POST',
      callUrl(surveyCalls.answer, { params: { id: survey.urlAcceso } }),
      {
        headers: { authorization: `Bearer ${token}` },
        body: {
          lContestaciones: [
            { idPregunta: ids[0], idRespuesta: 1 },
            { idPregunta: ids[1], texto: 'Ingeniería Turia' },
            { idPregunta: ids[2], idRespuesta: 9 },
            { idPregunta: ids[3], idRespuestas: [1, 2] },
          ],
        },
      },
    );
    expect(saved.status).toBe(0);

    const results = (await call('GET', callUrl(calls.results, { params: { id: survey.id } })))
      .datos as StaffSurveyResults;
    expect(results).toMatchObject({ respuestas: 1, destinatarios: 2, tasaRespuesta: 50 });
    expect(results.preguntas[0]?.opciones).toEqual([
      { idRespuesta: 1, texto: 'Sí', total: 1 },
      { idRespuesta: 2, texto: 'No', total: 0 },
    ]);
    expect(results.preguntas[1]?.textos).toEqual(['Ingeniería Turia']);
    expect(results.preguntas[2]?.opciones.find((o) => o.idRespuesta === 9)?.total).toBe(1);

    const csv = await t.app.inject({
      method: 'GET',
      url: callUrl(calls.exportCsv, { params: { id: survey.id }, query: { formato: 'csv' } }),
      headers: staff,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"tutor1@example.es"');
    expect(lines[1]).toContain('"Prácticas | Portal"');

    const xlsx = await t.app.inject({
      method: 'GET',
      url: callUrl(calls.exportCsv, { params: { id: survey.id }, query: { formato: 'xlsx' } }),
      headers: staff,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(xlsx.rawPayload, 'Respuestas');
    expect(sheet).toHaveLength(2);
    expect(sheet[0]?.slice(0, 4)).toEqual(['respuesta', 'fecha', 'persona', 'idPractica']);
    expect(sheet[1]).toContain('tutor1@example.es');
    expect(sheet[1]).toContain('Prácticas | Portal');

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entidad, 'encuesta'), eq(auditLog.entidadId, String(survey.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => [row.accion, row.actorEmail])).toEqual([
      ['encuesta.crear', 'gestor@demo.es'],
      ['encuesta.publicar', 'gestor@demo.es'],
      ['encuesta.invitar', 'gestor@demo.es'],
      // Answers with a name left the portal twice: each export is accounted for.
      ['encuesta.exportar_respuestas', 'gestor@demo.es'],
      ['encuesta.exportar_respuestas', 'gestor@demo.es'],
    ]);
    expect(audit.slice(-2).map((row) => row.despues)).toEqual([
      { filtros: {}, formato: 'csv', filas: 1 },
      { filtros: {}, formato: 'xlsx', filas: 1 },
    ]);

    const edit = await call('POST', callUrl(calls.edit, { params: { id: survey.id } }), {
      body: body({ urlAcceso: survey.urlAcceso }),
    });
    expect(edit.status).toBe(14);
  });

  it('never shows who answered an anonymous response', async () => {
    const survey = await create();
    await call('POST', callUrl(calls.publish, { params: { id: survey.id } }));
    const anon = await call(
      'POST',
      callUrl(surveyCalls.anonymous, { params: { id: survey.urlAcceso } }),
      { headers: {} },
    );
    const token = (anon.datos as { token: string }).token;
    const definition = await call(
      'GET',
      callUrl(surveyCalls.definition, { params: { id: survey.urlAcceso } }),
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const ids = (
      definition.datos as { encuesta: { preguntas: { idPregunta: number }[] } }
    ).encuesta.preguntas.map((p) => p.idPregunta);
    await call('POST', callUrl(surveyCalls.answer, { params: { id: survey.urlAcceso } }), {
      headers: { authorization: `Bearer ${token}` },
      body: {
        lContestaciones: [
          { idPregunta: ids[0], idRespuesta: 2 },
          { idPregunta: ids[2], idRespuesta: 4 },
        ],
      },
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: callUrl(calls.exportCsv, { params: { id: survey.id }, query: { formato: 'csv' } }),
      headers: staff,
    });
    expect(csv.body).toContain('"Anónima"');
    expect(csv.body).not.toContain('@');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('"respuesta";"fecha";"persona";"idPractica";')).toBe(true);

    const inEnglish = (formato: 'csv' | 'xlsx') =>
      t.app.inject({
        method: 'GET',
        url: callUrl(calls.exportCsv, { params: { id: survey.id }, query: { formato } }),
        headers: { ...staff, 'accept-language': 'en-GB,en' },
      });
    const english = (await inEnglish('csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(english[0]?.startsWith('"response";"date";"person";"internshipId";')).toBe(true);
    // The questions stay as the survey wrote them.
    expect(english[0]?.split(';').slice(4)).toEqual(lines[0]?.split(';').slice(4));
    expect(english[1]).toContain('"Anonymous"');
    expect(english[1]).not.toContain('Anónima');
    const sheet = await readSheet((await inEnglish('xlsx')).rawPayload, 'Responses');
    expect(sheet[0]?.slice(0, 4)).toEqual(['response', 'date', 'person', 'internshipId']);
    expect(sheet[1]).toContain('Anonymous');
  });

  it('is for staff only, and answers 404 for an unknown survey', async () => {
    const candidate = await t.authHeader('estudiante@demo.es');
    expect((await call('GET', calls.list.path, { headers: candidate })).http).toBe(403);
    expect((await call('GET', calls.list.path, { headers: {} })).status).toBe(2);
    for (const url of [
      callUrl(calls.get, { params: { id: 999999 } }),
      callUrl(calls.results, { params: { id: 999999 } }),
    ]) {
      expect((await call('GET', url)).http).toBe(404);
    }
    expect((await call('POST', callUrl(calls.publish, { params: { id: 999999 } }))).http).toBe(404);
    expect(
      (
        await call('POST', callUrl(calls.invite, { params: { id: 999999 } }), {
          body: { invitados: [{ email: 'a@b.es' }] },
        })
      ).http,
    ).toBe(404);
    const got = await call('GET', callUrl(calls.get, { params: { id: (await create()).id } }));
    expect(got.status).toBe(0);
  });
});

describe('staff surveys list export (exportaEncuestas)', () => {
  const csvLines = (text: string) => text.replace('\uFEFF', '').trim().split('\r\n');
  const exportUrl = (query: string) => `${calls.exportList.path}?${query}`;

  it('exports the surveys searched by every word of the title and filtered by state', async () => {
    const draft = await create({ titulo: 'Sondeo exportable de movilidad internacional' });
    const published = await create({ titulo: 'Sondeo exportable de empleabilidad' });
    expect(
      (await call('POST', callUrl(calls.publish, { params: { id: published.id } }))).status,
    ).toBe(0);

    const both = await call('GET', exportUrl('formato=csv&texto=EXPORTABLE%20sondeo'));
    expect(both.http).toBe(200);
    expect(both.raw.headers['content-type']).toContain('text/csv');
    expect(both.raw.headers['content-disposition']).toContain('encuestas-');
    const lines = csvLines(both.raw.body);
    expect(lines[0]).toBe(
      '"Id";"Título";"Obligatoria";"Estado";"Inicio";"Fin";"Preguntas";"Respuestas";"Invitaciones"',
    );
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain(
      `"${String(draft.id)}";"Sondeo exportable de movilidad internacional";"No";"Borrador";"${draft.fechaInicio}";"";"4";"0";"0"`,
    );

    const drafts = csvLines(
      (await call('GET', exportUrl('formato=csv&texto=sondeo%20exportable&estado=borrador'))).raw
        .body,
    );
    expect(drafts).toHaveLength(2);
    expect(drafts[1]).toContain('"Sondeo exportable de movilidad internacional"');
    const publishedOnly = csvLines(
      (await call('GET', exportUrl('formato=csv&texto=sondeo%20exportable&estado=publicada'))).raw
        .body,
    );
    expect(publishedOnly).toHaveLength(2);
    expect(publishedOnly[1]).toContain('"Sondeo exportable de empleabilidad";"No";"Publicada"');
    const none = csvLines(
      (await call('GET', exportUrl('formato=csv&texto=sondeo%20marte'))).raw.body,
    );
    expect(none).toHaveLength(1);
  });

  it('writes the header and state words in English for Accept-Language: en, and XLSX', async () => {
    await create({ titulo: 'Consulta bilingüe sobre teletrabajo' });
    const english = { ...staff, 'accept-language': 'en-GB,en' };
    const csv = await call('GET', exportUrl('formato=csv&texto=bilingue%20teletrabajo'), {
      headers: english,
    });
    const lines = csvLines(csv.raw.body);
    expect(lines[0]).toBe(
      '"Id";"Title";"Mandatory";"State";"Start";"End";"Questions";"Responses";"Invitations"',
    );
    expect(lines[1]).toContain('"Consulta bilingüe sobre teletrabajo";"No";"Draft"');
    const xlsx = await call('GET', exportUrl('formato=xlsx&texto=bilingue'), { headers: english });
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const rows = await readSheet(xlsx.raw.rawPayload);
    expect(rows[0]).toEqual([
      'Id',
      'Title',
      'Mandatory',
      'State',
      'Start',
      'End',
      'Questions',
      'Responses',
      'Invitations',
    ]);
  });

  it('answers 400 naming the field for an unknown state or format, 403 to a candidate', async () => {
    const badState = await call('GET', exportUrl('estado=cerrada'));
    expect(badState.http).toBe(400);
    expect(JSON.stringify(badState.datos)).toContain('estado');
    expect((await call('GET', exportUrl('formato=pdf'))).http).toBe(400);
    const candidate = await call('GET', exportUrl('formato=csv'), {
      headers: await t.authHeader('estudiante@demo.es'),
    });
    expect(candidate.http).toBe(403);
  });
});
