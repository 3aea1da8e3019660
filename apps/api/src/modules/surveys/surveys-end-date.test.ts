import {
  callUrl,
  staffSurveyCalls as calls,
  type StaffSurvey,
  type StaffSurveyBody,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { surveyResponses } from './surveys.table.ts';

const t = await createTestApp();
const staffUser = await buildStaff(t.ctx.db, 'gestor');
const staff = await staffHeader(t, staffUser.email);
let serial = 0;

interface Answer {
  status: number;
  datos: unknown;
}

async function post(url: string, payload: unknown, headers: Record<string, string> = staff) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  return { http: res.statusCode, ...res.json<Answer>() };
}

const fieldsOf = (datos: unknown) =>
  ((datos as { errores?: { campo: string; mensaje: string }[] } | null)?.errores ?? []).map((e) => [
    e.campo,
    e.mensaje,
  ]);

function body(overrides: Partial<StaffSurveyBody> = {}): StaffSurveyBody {
  serial += 1;
  return {
    titulo: 'Encuesta de la fecha de fin',
    descripcion: '',
    urlAcceso: `fecha-fin-${String(serial)}-${String(Date.now())}`,
    paraAlumnos: true,
    paraEmpresas: false,
    permiteUsuarios: true,
    permiteAnonima: true,
    obligatoria: false,
    fechaInicio: '2026-01-10',
    fechaFin: '2026-03-31',
    textoRgpd: null,
    preguntas: [
      {
        texto: '¿Trabajas?',
        tipo: 'unica',
        respuestaObligatoria: true,
        respuestas: [{ texto: 'Sí' }, { texto: 'No', saltoAPregunta: 3 }],
      },
      { texto: '¿Dónde?', tipo: 'texto', respuestaObligatoria: true, respuestas: [] },
      { texto: 'Comentarios', tipo: 'texto', respuestaObligatoria: false, respuestas: [] },
    ],
    ...overrides,
  };
}

/** A published survey that one person has answered. */
async function answeredSurvey(): Promise<StaffSurvey> {
  const created = await post(calls.create.path, body());
  const survey = created.datos as StaffSurvey;
  await post(callUrl(calls.publish, { params: { id: survey.id } }), {});
  await t.ctx.db
    .insert(surveyResponses)
    .values({ surveyId: survey.id, contestaciones: [], anonima: true });
  return survey;
}

describe('end date of a survey with responses', () => {
  it('moves the end date while the questions stay locked, and audits the change', async () => {
    const survey = await answeredSurvey();
    const edit = await post(callUrl(calls.edit, { params: { id: survey.id } }), body());
    expect(edit.status).toBe(14);

    const changed = await post(callUrl(calls.changeEndDate, { params: { id: survey.id } }), {
      fechaFin: '2026-06-30',
    });
    expect(changed.status).toBe(0);
    expect(changed.datos).toMatchObject({ fechaFin: '2026-06-30', respuestas: 1 });
    expect((changed.datos as StaffSurvey).preguntas).toHaveLength(3);

    const open = await post(callUrl(calls.changeEndDate, { params: { id: survey.id } }), {
      fechaFin: null,
    });
    expect(open.datos).toMatchObject({ fechaFin: null });

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entidad, 'encuesta'), eq(auditLog.entidadId, String(survey.id))));
    expect(audit.filter((row) => row.accion === 'encuesta.cambiar_fecha_fin')).toHaveLength(2);
  });

  it('refuses an end date before the start, naming fechaFin', async () => {
    const survey = await answeredSurvey();
    const res = await post(callUrl(calls.changeEndDate, { params: { id: survey.id } }), {
      fechaFin: '2026-01-01',
    });
    expect(res.http).toBe(400);
    expect(fieldsOf(res.datos)).toEqual([
      ['fechaFin', 'La fecha de fin debe ser posterior a la de inicio'],
    ]);
    const malformed = await post(callUrl(calls.changeEndDate, { params: { id: survey.id } }), {
      fechaFin: '31/12/2026',
    });
    expect(malformed.http).toBe(400);
    expect(fieldsOf(malformed.datos).map(([campo]) => campo)).toEqual(['fechaFin']);
  });

  it('answers 404 for an unknown survey and 403 to a candidate', async () => {
    const missing = await post(callUrl(calls.changeEndDate, { params: { id: 999_999 } }), {
      fechaFin: null,
    });
    expect(missing.http).toBe(404);
    const survey = await answeredSurvey();
    const candidate = await buildCandidate(t.ctx.db);
    const res = await post(
      callUrl(calls.changeEndDate, { params: { id: survey.id } }),
      { fechaFin: null },
      await t.authHeader(candidate.email),
    );
    expect(res.http).toBe(403);
  });
});

describe('jumps in the builder', () => {
  const single = (texto: string, jumps: (number | null)[]) => ({
    texto,
    tipo: 'unica' as const,
    respuestaObligatoria: true,
    respuestas: jumps.map((saltoAPregunta, i) => ({
      texto: `Opción ${String(i + 1)}`,
      saltoAPregunta,
    })),
  });
  const text = (texto: string) => ({
    texto,
    tipo: 'texto' as const,
    respuestaObligatoria: true,
    respuestas: [],
  });

  it('refuses a jump of a question to itself when saving, naming the option', async () => {
    const res = await post(calls.create.path, {
      ...body(),
      preguntas: [single('Uno', [1, null]), text('Dos')],
    });
    expect(res.http).toBe(400);
    expect(fieldsOf(res.datos)).toEqual([
      [
        'preguntas.0.respuestas.0.saltoAPregunta',
        'La pregunta 1 solo puede saltar a una pregunta posterior',
      ],
    ]);
  });

  it('refuses a backward jump when saving, naming the option', async () => {
    const res = await post(calls.create.path, {
      ...body(),
      preguntas: [text('Uno'), single('Dos', [null, 1]), text('Tres')],
    });
    expect(res.http).toBe(400);
    expect(fieldsOf(res.datos).map(([campo]) => campo)).toEqual([
      'preguntas.1.respuestas.1.saltoAPregunta',
    ]);
  });

  it('accepts a jump to a later question', async () => {
    const res = await post(calls.create.path, {
      ...body(),
      preguntas: [single('Uno', [null, 3]), text('Dos'), text('Tres')],
    });
    expect(res.status).toBe(0);
  });
});
