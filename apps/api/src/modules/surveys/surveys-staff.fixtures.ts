import type { StaffSurvey, StaffSurveyBody } from '@portal/contracts';
import { staffSurveyCalls as calls } from '@portal/contracts';
import { expect } from 'vitest';
import { DAY_MS, spanishDay } from '../../lib/dates.ts';
import { staffSession } from '../../test/company-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let serial = 0;

interface Answer {
  status: number;
  datos: unknown;
  mensaje: string | null;
}

/** 1 working? (No → 3) · 2 company (text) · 3 grade · 4 comments (optional). */
export function body(overrides: Partial<StaffSurveyBody> = {}): StaffSurveyBody {
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
    fechaInicio: spanishDay(new Date(Date.now() - DAY_MS)),
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

/** The staff survey tests' calls, made as a new administrator (`staffEmail`) unless told. */
export async function staffSurveysClient(t: TestApp) {
  const { email: staffEmail, headers: staff } = await staffSession(t);
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

  async function create(overrides: Partial<StaffSurveyBody> = {}) {
    const res = await call('POST', calls.create.path, { body: body(overrides) });
    expect(res.status).toBe(0);
    return res.datos as StaffSurvey;
  }
  return { staffEmail, staff, call, create };
}
