import type { SurveyCard } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveyResponses, surveys, surveyTargets } from '../../db/schema.ts';
import { spanishDay } from '../../lib/dates.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const day = (offset: number) => spanishDay(new Date(Date.now() + offset * 86_400_000));

const list = async (email: string, ambito?: 'PrivadoEmpresa') => {
  const company = ambito !== undefined || email.startsWith('empresa');
  const url = company ? '/api/Empresa/dameEncuestas' : '/api/Alumno/dameEncuestasUsuario';
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: await t.authHeader(email, ambito),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: number; datos: SurveyCard[] }>().datos;
};

async function addSurvey(values: Partial<typeof surveys.$inferInsert> & { slug: string }) {
  const [row] = await t.ctx.db
    .insert(surveys)
    .values({ titulo: values.slug, fechaInicio: day(-1), ...values })
    .returning();
  if (!row) {
    throw new Error('survey not inserted');
  }
  return row;
}

describe('pending surveys', () => {
  it('gives the targeted candidate the mandatory survey first, then the open one', async () => {
    const items = await list('encuesta@demo.es');
    expect(items).toEqual([
      {
        idEncuesta: expect.any(Number),
        titulo: 'Encuesta obligatoria de inserción laboral',
        urlAcceso: 'insercion-laboral-obligatoria',
        obligatoria: true,
      },
      {
        idEncuesta: expect.any(Number),
        titulo: 'Encuesta de satisfacción con las prácticas',
        urlAcceso: 'satisfaccion-practicas-2026',
        obligatoria: false,
      },
    ]);
  });

  it('gives other candidates only the untargeted survey and companies theirs', async () => {
    expect((await list('estudiante@demo.es')).map((s) => s.urlAcceso)).toEqual([
      'satisfaccion-practicas-2026',
    ]);
    expect((await list('empresa@demo.es')).map((s) => s.urlAcceso)).toEqual([
      'empresas-colaboradoras-2026',
    ]);
  });

  it('drops a survey once the user has answered it', async () => {
    const c = await buildCandidate(t.ctx.db);
    const before = await list(c.email);
    expect(before.map((s) => s.urlAcceso)).toEqual(['satisfaccion-practicas-2026']);
    await t.ctx.db
      .insert(surveyResponses)
      .values({ surveyId: before[0]?.idEncuesta ?? 0, userId: c.id, contestaciones: [] });
    expect(await list(c.email)).toEqual([]);
    // Someone else's answer changes nothing for another user.
    expect((await list('estudiante@demo.es')).map((s) => s.urlAcceso)).toEqual([
      'satisfaccion-practicas-2026',
    ]);
  });

  it('shows a survey only inside its date window (both ends included)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const rows = [
      await addSurvey({ slug: 'empieza-hoy', fechaInicio: day(0), fechaFin: day(5) }),
      await addSurvey({ slug: 'acaba-hoy', fechaInicio: day(-5), fechaFin: day(0) }),
      await addSurvey({ slug: 'sin-fin', fechaInicio: day(-5), fechaFin: null }),
      await addSurvey({ slug: 'empieza-manana', fechaInicio: day(1) }),
      await addSurvey({ slug: 'acabo-ayer', fechaInicio: day(-5), fechaFin: day(-1) }),
    ];
    const slugs = (await list(c.email)).map((s) => s.urlAcceso);
    expect(slugs).toEqual(expect.arrayContaining(['empieza-hoy', 'acaba-hoy', 'sin-fin']));
    expect(slugs).not.toContain('empieza-manana');
    expect(slugs).not.toContain('acabo-ayer');
    for (const row of rows) {
      await t.ctx.db.delete(surveys).where(eq(surveys.id, row.id));
    }
  });

  it('respects the audience and the target list', async () => {
    const c = await buildCandidate(t.ctx.db);
    const other = await buildCandidate(t.ctx.db);
    const { user: companyUser } = await buildCompany(t.ctx.db);
    const both = await addSurvey({ slug: 'para-todos', paraAlumnos: true, paraEmpresas: true });
    const targetedOther = await addSurvey({ slug: 'solo-para-otro' });
    const targetedMe = await addSurvey({ slug: 'solo-para-mi', obligatoria: true });
    const companiesOnly = await addSurvey({
      slug: 'solo-empresas',
      paraAlumnos: false,
      paraEmpresas: true,
    });
    await t.ctx.db.insert(surveyTargets).values([
      { surveyId: targetedOther.id, userId: other.id },
      { surveyId: targetedMe.id, userId: c.id },
    ]);
    const mine = (await list(c.email)).map((s) => s.urlAcceso);
    expect(mine[0]).toBe('solo-para-mi');
    expect(mine).toContain('para-todos');
    expect(mine).not.toContain('solo-para-otro');
    expect(mine).not.toContain('solo-empresas');
    expect((await list(other.email)).map((s) => s.urlAcceso)).toContain('solo-para-otro');
    const company = (await list(companyUser.email, 'PrivadoEmpresa')).map((s) => s.urlAcceso);
    expect(company).toEqual(
      expect.arrayContaining(['para-todos', 'solo-empresas', 'empresas-colaboradoras-2026']),
    );
    expect(company).not.toContain('satisfaccion-practicas-2026');
    for (const row of [both, targetedOther, targetedMe, companiesOnly]) {
      await t.ctx.db.delete(surveys).where(eq(surveys.id, row.id));
    }
  });

  it('checks role and token', async () => {
    const inject = async (url: string, email?: string) =>
      t.app.inject({ method: 'GET', url, headers: email ? await t.authHeader(email) : {} });
    expect((await inject('/api/Empresa/dameEncuestas', 'estudiante@demo.es')).statusCode).toBe(403);
    expect((await inject('/api/Alumno/dameEncuestasUsuario', 'empresa@demo.es')).statusCode).toBe(
      403,
    );
    const anonymous = await inject('/api/Alumno/dameEncuestasUsuario');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(2);
  });
});
