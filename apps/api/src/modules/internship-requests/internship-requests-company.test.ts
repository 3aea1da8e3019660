import {
  internshipActionBodySchema,
  toFieldErrors,
  type CompanyInternship,
  type FieldError,
  type InternshipChangeRequest,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { internshipChangeRequests } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { internshipRequestsFixture } from './internship-requests.fixtures.ts';

const t = await createTestApp();
const { setup, ask, valid } = internshipRequestsFixture(t);

describe('damePracticas', () => {
  it("lists only the company's internships with student, dates, tutor, state and requests", async () => {
    const mine = await setup();
    const other = await setup();
    await ask(mine.headers, valid(mine.internship.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/damePracticas',
      headers: mine.headers,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ datos: CompanyInternship[] }>().datos;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      idPractica: mine.internship.id,
      titulo: 'Prácticas de análisis de datos',
      alumno: { nombre: 'Lucía', apellidos: 'Prueba Test', email: mine.student.email },
      fechaInicio: '01/10/2026',
      fechaFin: '31/03/2027',
      tutor: { nombre: 'Marta Tutora', email: 'marta@empresa.es' },
      estado: 'en_curso',
      admiteSolicitudes: true,
      solicitudes: [expect.objectContaining({ accion: 'ampliacion', estado: 'pendiente' })],
    });
    expect(list.some((p) => p.idPractica === other.internship.id)).toBe(false);
  });

  it('is for companies only: candidate and staff tokens get 403, no token 401', async () => {
    const student = await buildCandidate(t.ctx.db);
    const url = '/api/Empresa/damePracticas';
    expect(
      (await t.app.inject({ method: 'GET', url, headers: await t.authHeader(student.email) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: await staffHeader(t) })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(2);
  });
});

describe('solictitarAccionSobrePractica', () => {
  it('stores a pending request, answers 0 with the 529 text and mails the careers office', async () => {
    const s = await setup();
    t.mailer.sent.length = 0;
    const res = await ask(s.headers, valid(s.internship.id, 'cambio_tutor'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; mensaje: string; datos: InternshipChangeRequest }>();
    expect(body.status).toBe(0);
    expect(body.mensaje).toBe(
      'La solicitud de cambio se ha enviado correctamente. El servicio de empleo la revisará.',
    );
    expect(body.datos).toMatchObject({ accion: 'cambio_tutor', estado: 'pendiente', motivo: null });
    const [row] = await t.ctx.db
      .select()
      .from(internshipChangeRequests)
      .where(eq(internshipChangeRequests.id, body.datos.idSolicitud));
    expect(row).toMatchObject({ companyId: s.company.id, requestedBy: s.user.id });
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['practicas@universidad-demo.es']);
    expect(t.mailer.sent[0]?.text).toContain('Cambio de tutor');
  });

  it("refuses another company's internship with 404 and stores nothing", async () => {
    const mine = await setup();
    const other = await setup();
    const res = await ask(mine.headers, valid(other.internship.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
    expect(
      await t.ctx.db
        .select()
        .from(internshipChangeRequests)
        .where(eq(internshipChangeRequests.internshipId, other.internship.id)),
    ).toHaveLength(0);
  });

  it('refuses a finished internship with 14', async () => {
    const s = await setup('finalizada');
    const res = await ask(s.headers, valid(s.internship.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe(14);
  });

  it('refuses a second pending request of the same kind with 515 (one stored)', async () => {
    const s = await setup();
    const [a, b] = await Promise.all([
      ask(s.headers, valid(s.internship.id)),
      ask(s.headers, valid(s.internship.id)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a.json().status, b.json().status].sort()).toEqual([0, 515]);
    expect((await ask(s.headers, valid(s.internship.id, 'otra'))).json().status).toBe(0);
  });

  it('answers 400 naming the field for a bad action or a short description', async () => {
    const s = await setup();
    const res = await ask(s.headers, {
      idPractica: s.internship.id,
      accion: 'x',
      descripcion: 'corta',
    });
    expect(res.statusCode).toBe(400);
    const campos = res
      .json<{ datos: { errores: { campo: string; mensaje: string }[] } }>()
      .datos.errores.map((e) => [e.campo, e.mensaje]);
    expect(campos).toEqual(
      expect.arrayContaining([
        ['accion', 'El campo está mal formado'],
        ['descripcion', 'El campo no tiene la longitud mínima requerida'],
      ]),
    );
  });

  it("words each invalid field as the contract's own reading of the schema does (the web's)", async () => {
    const s = await setup();
    for (const body of [
      { idPractica: s.internship.id, accion: 'x', descripcion: 'corta' },
      { idPractica: 'uno', descripcion: 'x'.repeat(2001) },
      { idPractica: s.internship.id, accion: 'ampliacion', descripcion: '   ' },
    ]) {
      const res = await ask(s.headers, body);
      expect(res.statusCode).toBe(400);
      const parsed = internshipActionBodySchema.safeParse(body);
      expect(res.json<{ datos: { errores: FieldError[] } }>().datos.errores).toEqual(
        toFieldErrors(parsed.error?.issues ?? []),
      );
    }
  });

  it('is for companies only (candidate 403)', async () => {
    const s = await setup();
    const res = await ask(await t.authHeader(s.student.email), valid(s.internship.id));
    expect(res.statusCode).toBe(403);
  });
});
