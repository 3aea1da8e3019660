import { surveyCalls } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveyResponses, surveys, surveyTargets } from '../../db/schema.ts';
import { buildPrivacyText } from '../../test/build-content.ts';
import { buildPortalSurveys, buildSurvey } from '../../test/build-surveys.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { surveyRoutesFixture } from './surveys-routes.fixtures.ts';

// The portal's survey lists: who sees which survey, in which order.
const t = await createTestApp();
const { day, list, addSurvey } = surveyRoutesFixture(t);

// A current privacy text, accepted by the users built below.
await buildPrivacyText(t.ctx.db);
const student = await buildCandidate(t.ctx.db);
/** The candidate the mandatory survey is for. */
const targeted = await buildCandidate(t.ctx.db);
/** A candidate targeted by a survey that is not mandatory. */
const respondent = await buildCandidate(t.ctx.db);
const { user: companyUser } = await buildCompany(t.ctx.db);
await buildPortalSurveys(t.ctx.db, [targeted.id]);
const career = await buildSurvey(t.ctx.db, {
  slug: 'trayectoria-profesional-2026',
  titulo: 'Encuesta de trayectoria profesional',
  fechaInicio: day(-10),
});
await t.ctx.db.insert(surveyTargets).values({ surveyId: career.id, userId: respondent.id });

describe('survey lists', () => {
  it('gives the targeted candidate the mandatory survey first, then the open one', async () => {
    const items = await list(targeted.email);
    expect(items.slice(0, 2)).toEqual([
      {
        idEncuesta: expect.any(Number),
        titulo: 'Encuesta obligatoria de inserción laboral',
        urlAcceso: 'insercion-laboral-obligatoria',
        obligatoria: true,
        contestada: false,
      },
      {
        idEncuesta: expect.any(Number),
        titulo: 'Encuesta de satisfacción con las prácticas',
        urlAcceso: 'satisfaccion-practicas-2026',
        obligatoria: false,
        contestada: false,
      },
    ]);
  });

  it('gives other candidates only untargeted surveys and companies theirs', async () => {
    expect((await list(student.email)).map((s) => s.urlAcceso)).toEqual([
      'satisfaccion-practicas-2026',
    ]);
    expect((await list(respondent.email)).map((s) => s.urlAcceso)).toEqual([
      'trayectoria-profesional-2026',
      'satisfaccion-practicas-2026',
    ]);
    expect((await list(companyUser.email, 'PrivadoEmpresa')).map((s) => s.urlAcceso)).toEqual([
      'empresas-colaboradoras-2026',
    ]);
  });

  it('lists an answered survey after the pending ones, marked contestada', async () => {
    const c = await buildCandidate(t.ctx.db);
    const before = await list(c.email);
    expect(before.map((s) => [s.urlAcceso, s.contestada])).toEqual([
      ['satisfaccion-practicas-2026', false],
    ]);
    const extra = await addSurvey();
    await t.ctx.db
      .insert(surveyResponses)
      .values({ surveyId: before[0]?.idEncuesta ?? 0, userId: c.id, contestaciones: [] });
    expect((await list(c.email)).map((s) => [s.urlAcceso, s.contestada])).toEqual([
      [extra.slug, false],
      ['satisfaccion-practicas-2026', true],
    ]);
    // Someone else's answer changes nothing for another user.
    expect((await list(student.email)).map((s) => s.contestada)).not.toContain(true);
    await t.ctx.db.delete(surveys).where(eq(surveys.id, extra.id));
  });

  it('shows a survey only inside its date window, published and open to users', async () => {
    const c = await buildCandidate(t.ctx.db);
    const rows = [
      await addSurvey({ slug: 'empieza-hoy', fechaInicio: day(0), fechaFin: day(5) }),
      await addSurvey({ slug: 'acaba-hoy', fechaInicio: day(-5), fechaFin: day(0) }),
      await addSurvey({ slug: 'sin-fin', fechaInicio: day(-5), fechaFin: null }),
      await addSurvey({ slug: 'empieza-manana', fechaInicio: day(1) }),
      await addSurvey({ slug: 'acabo-ayer', fechaInicio: day(-5), fechaFin: day(-1) }),
      await addSurvey({ slug: 'borrador', estado: 'borrador' }),
      await addSurvey({ slug: 'solo-invitacion', permiteUsuarios: false }),
    ];
    const slugs = (await list(c.email)).map((s) => s.urlAcceso);
    expect(slugs).toEqual(expect.arrayContaining(['empieza-hoy', 'acaba-hoy', 'sin-fin']));
    for (const hidden of ['empieza-manana', 'acabo-ayer', 'borrador', 'solo-invitacion']) {
      expect(slugs).not.toContain(hidden);
    }
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
    const inject = async (url: string, email?: string, ambito?: 'PrivadoEmpresa') =>
      t.app.inject({
        method: 'GET',
        url,
        headers: email ? await t.authHeader(email, ambito) : {},
      });
    expect((await inject(surveyCalls.companyList.path, student.email)).statusCode).toBe(403);
    expect(
      (await inject(surveyCalls.candidateList.path, companyUser.email, 'PrivadoEmpresa'))
        .statusCode,
    ).toBe(403);
    const anonymousList = await inject(surveyCalls.candidateList.path);
    expect(anonymousList.statusCode).toBe(401);
    expect(anonymousList.json().status).toBe(2);
  });
});
