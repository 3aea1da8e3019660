import type { FittingOfferList, OfferSheet } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, offers } from '../../db/schema.ts';
import { buildEligibleStudent, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const fitting = async (email: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/Alumno/ofertasEncajanConUsuario?porPagina=50',
    headers: await t.authHeader(email),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ datos: FittingOfferList }>().datos;
};

/** One offer of each kind a student who is also a graduate sees. */
async function offersOfEveryKind() {
  const open = await buildOffer(t.ctx.db, { familia: 'empleo', curricular: false });
  const forGraduates = await buildOffer(t.ctx.db, {
    familia: 'empleo',
    curricular: false,
    nivelEstudiantes: 'grado',
  });
  const graduateInternship = await buildOffer(t.ctx.db, {
    familia: 'practicastitulados',
    curricular: false,
  });
  const studentInternship = await buildOffer(t.ctx.db, { familia: 'practicas' });
  return { open, forGraduates, graduateInternship, studentInternship };
}

describe('the offers that fit an account the academic record has not verified', () => {
  it('holds only the job offers open to everyone, says so, and everything once verified', async () => {
    const kinds = await offersOfEveryKind();
    const user = await buildEligibleStudent(t.ctx.db, { conEmpleo: true, verificado: false });

    const before = await fitting(user.email);
    expect(before.soloAbiertasATodos).toBe(true);
    const ids = before.ofertas.map((o) => o.idOferta);
    expect(ids).toContain(kinds.open.id);
    expect(ids).not.toContain(kinds.forGraduates.id);
    expect(ids).not.toContain(kinds.graduateInternship.id);
    expect(ids).not.toContain(kinds.studentInternship.id);
    // Whatever else the list holds is of the same kind, and the total counts only those.
    const listed = await t.ctx.db
      .select({ familia: offers.familia, nivel: offers.nivelEstudiantes })
      .from(offers)
      .where(inArray(offers.id, ids));
    expect(new Set(listed.map((o) => `${o.familia}:${String(o.nivel)}`))).toEqual(
      new Set(['empleo:null']),
    );
    expect(before.total).toBe(ids.length);

    await t.ctx.db
      .update(candidates)
      .set({ verificado: true, verificacionOrigen: 'registro', verificadoAt: new Date() })
      .where(eq(candidates.userId, user.id));
    const after = await fitting(user.email);
    expect(after.soloAbiertasATodos).toBe(false);
    expect(after.ofertas.map((o) => o.idOferta)).toEqual(
      expect.arrayContaining(Object.values(kinds).map((o) => o.id)),
    );
  });

  it('is empty for a student whose account is not verified: internships need the record', async () => {
    await offersOfEveryKind();
    const student = await buildEligibleStudent(t.ctx.db, { verificado: false });
    expect(await fitting(student.email)).toEqual({
      ofertas: [],
      total: 0,
      pagina: 1,
      porPagina: 50,
      soloAbiertasATodos: true,
    });
  });

  it('holds every offer the candidate sees when the portal lets unverified accounts apply to all', async () => {
    const kinds = await offersOfEveryKind();
    const user = await buildEligibleStudent(t.ctx.db, { conEmpleo: true, verificado: false });
    await t.ctx.brand.update({ accesoNoVerificados: 'todo' });
    try {
      const list = await fitting(user.email);
      expect(list.soloAbiertasATodos).toBe(false);
      expect(list.ofertas.map((o) => o.idOferta)).toEqual(
        expect.arrayContaining(Object.values(kinds).map((o) => o.id)),
      );
    } finally {
      await t.ctx.brand.update({ accesoNoVerificados: 'empleo' });
    }
  });
});

describe('the offer sheet an account the academic record has not verified reads', () => {
  it('says which offers are for the university only, as applying would answer 120', async () => {
    const kinds = await offersOfEveryKind();
    const user = await buildEligibleStudent(t.ctx.db, { conEmpleo: true, verificado: false });
    const onlyForTheUniversity = async () => {
      const flags: Record<string, boolean> = {};
      for (const [kind, offer] of Object.entries(kinds)) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/Alumno/dameOferta/${String(offer.id)}`,
          headers: await t.authHeader(user.email),
        });
        flags[kind] = res.json<{ datos: OfferSheet }>().datos.soloDeLaUniversidad;
      }
      return flags;
    };
    expect(await onlyForTheUniversity()).toEqual({
      open: false,
      forGraduates: true,
      graduateInternship: true,
      studentInternship: true,
    });
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      headers: await t.authHeader(user.email),
      payload: { urlOferta: String(kinds.forGraduates.id) },
    });
    expect(apply.json<{ status: number }>().status).toBe(120);

    await t.ctx.brand.update({ accesoNoVerificados: 'todo' });
    try {
      expect(Object.values(await onlyForTheUniversity())).toEqual([false, false, false, false]);
    } finally {
      await t.ctx.brand.update({ accesoNoVerificados: 'empleo' });
    }
    await t.ctx.db
      .update(candidates)
      .set({ verificado: true, verificacionOrigen: 'registro', verificadoAt: new Date() })
      .where(eq(candidates.userId, user.id));
    expect(Object.values(await onlyForTheUniversity())).toEqual([false, false, false, false]);
  });
});
