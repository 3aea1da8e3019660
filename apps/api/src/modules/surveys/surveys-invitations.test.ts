import { callUrl, staffSurveyCalls as calls, type StaffSurvey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { surveyInvitations } from './surveys.table.ts';

const t = await createTestApp();
const staffUser = await buildStaff(t.ctx.db, 'gestor');
const staff = await staffHeader(t, staffUser.email);

async function post(url: string, payload: unknown, headers: Record<string, string> = staff) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload as object,
  });
  return { http: res.statusCode, ...res.json<{ status: number; datos: unknown }>() };
}

const fieldsOf = (datos: unknown) =>
  ((datos as { errores?: { campo: string; mensaje: string }[] } | null)?.errores ?? []).map((e) => [
    e.campo,
    e.mensaje,
  ]);

async function survey(): Promise<StaffSurvey> {
  const res = await post(calls.create.path, {
    titulo: 'Encuesta de invitaciones',
    descripcion: '',
    urlAcceso: `invitaciones-${String(Date.now())}-${String(Math.random()).slice(2, 8)}`,
    paraAlumnos: true,
    paraEmpresas: false,
    permiteUsuarios: false,
    permiteAnonima: false,
    obligatoria: false,
    fechaInicio: '2026-01-01',
    fechaFin: null,
    textoRgpd: null,
    preguntas: [{ texto: '¿Qué tal?', tipo: 'texto', respuestaObligatoria: true, respuestas: [] }],
  });
  return res.datos as StaffSurvey;
}

const invitationsOf = (id: number) =>
  t.ctx.db.select().from(surveyInvitations).where(eq(surveyInvitations.surveyId, id));

describe('survey invitations', () => {
  it('names the guest whose address is not valid, and invites nobody', async () => {
    const { id } = await survey();
    const res = await post(callUrl(calls.invite, { params: { id } }), {
      invitados: [{ email: 'bien@empresa.es' }, { email: 'mal@empresa' }],
    });
    expect(res.http).toBe(400);
    expect(fieldsOf(res.datos)).toEqual([
      ['invitados.1.email', 'Debes indicar una dirección de correo electrónico válida'],
    ]);
    expect(await invitationsOf(id)).toHaveLength(0);
  });

  it('names the guest whose internship does not exist, and invites nobody', async () => {
    const { id } = await survey();
    const sentBefore = t.mailer.sent.length;
    const res = await post(callUrl(calls.invite, { params: { id } }), {
      invitados: [{ email: 'uno@empresa.es' }, { email: 'dos@empresa.es', idPractica: 987_654 }],
    });
    expect(res.http).toBe(400);
    expect(fieldsOf(res.datos)).toEqual([
      ['invitados.1.idPractica', 'No existe ninguna práctica con el número 987654'],
    ]);
    const inEnglish = await post(
      callUrl(calls.invite, { params: { id } }),
      { invitados: [{ email: 'dos@empresa.es', idPractica: 987_654 }] },
      { ...staff, 'accept-language': 'en' },
    );
    expect(fieldsOf(inEnglish.datos)).toEqual([
      ['invitados.0.idPractica', 'There is no internship number 987654'],
    ]);
    expect(await invitationsOf(id)).toHaveLength(0);
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it('invites a valid list and answers 404 for an unknown survey', async () => {
    const { id } = await survey();
    const res = await post(callUrl(calls.invite, { params: { id } }), {
      invitados: [{ email: 'uno@empresa.es' }, { email: 'dos@empresa.es' }],
    });
    expect(res.status).toBe(0);
    expect(await invitationsOf(id)).toHaveLength(2);
    const missing = await post(callUrl(calls.invite, { params: { id: 999_999 } }), {
      invitados: [{ email: 'uno@empresa.es' }],
    });
    expect(missing.http).toBe(404);
  });
});
