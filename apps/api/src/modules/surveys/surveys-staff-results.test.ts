import {
  callUrl,
  staffSurveyCalls as calls,
  surveyCalls,
  type StaffSurveyResults,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { body, staffSurveysClient } from './surveys-staff.fixtures.ts';

const t = await createTestApp({ PUBLIC_URL: 'https://empleo.example.es' });
const { staffEmail, staff, call, create } = await staffSurveysClient(t);

describe('staff survey results', () => {
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
      ['encuesta.crear', staffEmail],
      ['encuesta.publicar', staffEmail],
      ['encuesta.invitar', staffEmail],
      // Answers with a name left the portal twice: each export is accounted for.
      ['encuesta.exportar_respuestas', staffEmail],
      ['encuesta.exportar_respuestas', staffEmail],
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
    const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
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
