import type { Communication } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communications } from '../../db/schema.ts';
import { DAY_MS, spanishDay, toDdMmYyyy } from '../../lib/dates.ts';
import { buildCandidate, buildCompany, buildGraduate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const day = (offset: number) => spanishDay(new Date(Date.now() + offset * DAY_MS));
const student = await buildCandidate(t.ctx.db);
const graduate = await buildGraduate(t.ctx.db);
const companyUser = (await buildCompany(t.ctx.db)).user;

// The communications of the office: one for candidates with a link, one for everyone, one for
// companies, and one for candidates whose window has closed.
await t.ctx.db.insert(communications).values([
  {
    destinatarios: 'alumno',
    fechaDesde: day(-3),
    descripcion:
      'Abierto el plazo de solicitud de prácticas curriculares para el segundo cuatrimestre.',
    enlace: '/ofertas-practicas',
  },
  {
    destinatarios: 'todos',
    fechaDesde: day(-10),
    fechaHasta: day(60),
    descripcion: 'El Foro de Empleo 2027 se celebrará en marzo. ¡Reserva la fecha!',
    enlace: '/eventos',
  },
  {
    destinatarios: 'empresa',
    fechaDesde: day(-5),
    descripcion:
      'Recordad que las ofertas de prácticas deben incluir el plan formativo y el tutor o tutora de empresa.',
    enlace: null,
  },
  {
    destinatarios: 'alumno',
    fechaDesde: day(-30),
    fechaHasta: day(-1),
    descripcion: 'Plazo cerrado: becas de movilidad internacional.',
    enlace: null,
  },
]);

const list = async (prefix: 'Alumno' | 'Empresa', email: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${prefix}/dameComunicaciones`,
    headers: await t.authHeader(email, prefix === 'Empresa' ? 'PrivadoEmpresa' : undefined),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: number; datos: Communication[] }>().datos;
};

describe('dameComunicaciones', () => {
  it("gives candidates theirs and everyone's, current only, newest first", async () => {
    const items = await list('Alumno', student.email);
    expect(items.map((c) => c.descripcion)).toEqual([
      'Abierto el plazo de solicitud de prácticas curriculares para el segundo cuatrimestre.',
      'El Foro de Empleo 2027 se celebrará en marzo. ¡Reserva la fecha!',
    ]);
    const [row] = await t.ctx.db
      .select()
      .from(communications)
      .where(eq(communications.id, items[0]?.idComunicacion ?? 0));
    expect(items[0]).toMatchObject({
      fechaDesde: toDdMmYyyy(row?.fechaDesde ?? ''),
      enlace: '/ofertas-practicas',
    });
    expect(items[0]?.fechaDesde).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'descripcion',
      'enlace',
      'fechaDesde',
      'idComunicacion',
    ]);
  });

  it("gives companies theirs and everyone's", async () => {
    const items = await list('Empresa', companyUser.email);
    expect(items.map((c) => c.descripcion)).toEqual([
      'Recordad que las ofertas de prácticas deben incluir el plan formativo y el tutor o tutora de empresa.',
      'El Foro de Empleo 2027 se celebrará en marzo. ¡Reserva la fecha!',
    ]);
    expect(items[0]?.enlace).toBeNull();
  });

  it('includes the first and the last day of the window and nothing outside it', async () => {
    const rows = await t.ctx.db
      .insert(communications)
      .values([
        { destinatarios: 'alumno', fechaDesde: day(0), descripcion: 'Empieza hoy' },
        {
          destinatarios: 'todos',
          fechaDesde: day(-20),
          fechaHasta: day(0),
          descripcion: 'Acaba hoy',
        },
        { destinatarios: 'alumno', fechaDesde: day(1), descripcion: 'Empieza mañana' },
        {
          destinatarios: 'todos',
          fechaDesde: day(-20),
          fechaHasta: day(-1),
          descripcion: 'Acabó ayer',
        },
        { destinatarios: 'empresa', fechaDesde: day(0), descripcion: 'Solo empresas' },
      ])
      .returning({ id: communications.id });
    const alumno = (await list('Alumno', graduate.email)).map((c) => c.descripcion);
    expect(alumno[0]).toBe('Empieza hoy');
    expect(alumno).toContain('Acaba hoy');
    expect(alumno).not.toContain('Empieza mañana');
    expect(alumno).not.toContain('Acabó ayer');
    expect(alumno).not.toContain('Solo empresas');
    const empresa = (await list('Empresa', companyUser.email)).map((c) => c.descripcion);
    expect(empresa[0]).toBe('Solo empresas');
    expect(empresa).toContain('Acaba hoy');
    expect(empresa).not.toContain('Empieza hoy');
    await t.ctx.db.delete(communications).where(
      inArray(
        communications.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it('checks role and token', async () => {
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameComunicaciones',
      headers: await t.authHeader(student.email),
    });
    expect(wrong.statusCode).toBe(403);
    const wrong2 = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameComunicaciones',
      headers: await t.authHeader(companyUser.email, 'PrivadoEmpresa'),
    });
    expect(wrong2.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/alumno/damecomunicaciones' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(2);
  });
});
