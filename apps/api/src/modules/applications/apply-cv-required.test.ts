import { eq } from 'drizzle-orm';
import { statusMessage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { candidates, candidateStudies } from '../../db/schema.ts';
import { applyHelpers } from '../../test/apply-helpers.ts';
import { applicationsOf, buildEligibleStudent, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const { apply, expectRefused } = applyHelpers(t);

/** A graduate who may apply to a job offer of degree 36, with the given CV data left out. */
async function buildGraduate(leaveOut: { dni?: null; telefono?: null } = {}) {
  const user = await buildEligibleStudent(t.ctx.db, { conEmpleo: true, ...leaveOut });
  await t.ctx.db
    .update(candidateStudies)
    .set({ enCurso: false })
    .where(eq(candidateStudies.candidateId, user.id));
  return user;
}

const jobOffer = () => buildOffer(t.ctx.db, { familia: 'empleo', curricular: null });

const completeness = async (email: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/Alumno/dameCvUsuario',
    headers: await t.authHeader(email),
  });
  return res.json<{
    datos: { completitud: { obligatoriosCompletos: boolean; completo: boolean } };
  }>().datos.completitud;
};

describe('inscribirse and the CV data the brand requires (540)', () => {
  it('refuses with 540 (422, the catalogue text, what is missing) and writes nothing', async () => {
    const user = await buildGraduate({ telefono: null });
    const offer = await jobOffer();
    const body = (await expectRefused(user, offer.id, 540, 422)).json<{
      mensaje: string;
      datos: { faltan: { campo: string; seccion: string; obligatorio: boolean }[] };
    }>();
    expect(body.mensaje).toBe(statusMessage(540, 'es').cuerpo);
    expect(body.mensaje).toBe('Para inscribirte en las ofertas debes completar antes tu CV.');
    expect(body.datos.faltan).toEqual([
      { campo: 'telefono', seccion: 'personales', obligatorio: true },
    ]);
    expect(await applicationsOf(t.ctx.db, user.id)).toEqual([]);
    expect((await completeness(user.email)).obligatoriosCompletos).toBe(false);
  });

  it('names every required datum missing (DNI and phone)', async () => {
    const user = await buildGraduate({ dni: null, telefono: null });
    const body = (await expectRefused(user, (await jobOffer()).id, 540, 422)).json<{
      datos: { faltan: { campo: string }[] };
    }>();
    expect(body.datos.faltan.map((f) => f.campo)).toEqual(['DNI', 'telefono']);
  });

  it('accepts the application once the required data is given', async () => {
    const user = await buildGraduate({ telefono: null });
    const offer = await jobOffer();
    await expectRefused(user, offer.id, 540, 422);
    await t.ctx.db
      .update(candidates)
      .set({ telefono: '600123123' })
      .where(eq(candidates.userId, user.id));
    const res = await apply(user.email, offer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(0);
    expect(await applicationsOf(t.ctx.db, user.id)).toHaveLength(1);
  });

  it('with only recommended data missing the application is accepted and 534 still applies', async () => {
    // No presentation, experience, skills or computer skills: recommended, not required.
    const user = await buildEligibleStudent(t.ctx.db);
    const before = await completeness(user.email);
    expect(before).toMatchObject({ obligatoriosCompletos: true, completo: false });
    const res = await apply(user.email, (await buildOffer(t.ctx.db)).id);
    expect(res.json().status).toBe(0);
    expect(await applicationsOf(t.ctx.db, user.id)).toHaveLength(1);
    // What the apply panel reads after applying to show 534.
    expect(await completeness(user.email)).toMatchObject({
      obligatoriosCompletos: true,
      completo: false,
    });
  });
});
