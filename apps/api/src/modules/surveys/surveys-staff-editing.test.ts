import {
  callUrl,
  staffSurveyCalls as calls,
  surveyCalls,
  type StaffSurvey,
  type StaffSurveyItem,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { body, staffSurveysClient } from './surveys-staff.fixtures.ts';

const t = await createTestApp({ PUBLIC_URL: 'https://empleo.example.es' });
const { call, create, staff } = await staffSurveysClient(t);

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
    const clashInEnglish = await call('POST', calls.create.path, {
      body: body({ urlAcceso: first.urlAcceso }),
      headers: { ...staff, 'accept-language': 'en' },
    });
    expect(clashInEnglish.datos).toEqual({
      errores: [
        {
          campo: 'urlAcceso',
          codigo: 'taken',
          mensaje: 'A survey with that address already exists',
        },
      ],
    });
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
    const inEnglish = await call('POST', callUrl(calls.publish, { params: { id: survey.id } }), {
      headers: { ...staff, 'accept-language': 'en' },
    });
    expect((inEnglish.datos as { errores: { mensaje: string }[] }).errores).toContainEqual(
      expect.objectContaining({ mensaje: 'No answer leads to question 2' }),
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
});
