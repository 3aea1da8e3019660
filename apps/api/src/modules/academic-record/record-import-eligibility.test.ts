import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema.ts';
import { applyHelpers } from '../../test/apply-helpers.ts';
import { randomDni } from '../../test/builders.ts';

import { buildEligibleStudent, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

import { enrolled, mapCode, recordClient, recordCsv } from './record-test-helpers.ts';

const t = await createTestApp();
const client = await recordClient(t);
const { apply, expectRefused } = applyHelpers(t);
await mapCode(t, 'G-INF', 36);

describe('eligibility follows the record', () => {
  it('lets a student apply once the record raises their credits above the offer minimum, and refuses internships once they left', async () => {
    const student = await buildEligibleStudent(t.ctx.db);
    const dni = randomDni();
    await t.ctx.db.update(candidates).set({ dni }).where(eq(candidates.userId, student.id));
    const offer = await buildOffer(t.ctx.db, { creditosMinimos: 200 });
    const other = await buildOffer(t.ctx.db);
    await expectRefused(student, offer.id, 52, 422);
    await client.apply(
      recordCsv([
        enrolled(dni, 'G-INF', { fecha_nacimiento: '04/03/2002', creditos_superados: '210' }),
      ]),
    );
    expect((await apply(student.email, offer.id)).json()).toMatchObject({ status: 0 });
    await client.apply(recordCsv([enrolled(dni, 'G-INF', { estado: 'baja' })]));
    // No longer a student: student internships are not offered to them any more.
    await expectRefused(student, other.id, 4, 404);
  });

  it('keeps a candidate outside the record from internships (120) but not from open jobs, unless the brand lets them', async () => {
    const visitor = await buildEligibleStudent(t.ctx.db, { verificado: false, conEmpleo: true });
    const internship = await buildOffer(t.ctx.db);
    const forDegreeStudents = await buildOffer(t.ctx.db, {
      familia: 'empleo',
      curricular: null,
      nivelEstudiantes: 'grado',
    });
    const job = await buildOffer(t.ctx.db, { familia: 'empleo', curricular: null });
    await expectRefused(visitor, internship.id, 120, 403);
    await expectRefused(visitor, forDegreeStudents.id, 120, 403);
    expect((await apply(visitor.email, job.id)).json()).not.toMatchObject({ status: 120 });
    await t.ctx.brand.update({ accesoNoVerificados: 'todo' });
    try {
      expect((await apply(visitor.email, internship.id)).json()).not.toMatchObject({ status: 120 });
    } finally {
      await t.ctx.brand.update({ accesoNoVerificados: 'empleo' });
    }
  });
  it('tells an account the record matched by DNI but could not verify that it is not verified yet (120)', async () => {
    const matched = await buildEligibleStudent(t.ctx.db, { verificado: false });
    const dni = randomDni();
    await t.ctx.db
      .update(candidates)
      .set({ dni, fechaNacimiento: '1999-01-01' })
      .where(eq(candidates.userId, matched.id));
    await client.apply(recordCsv([enrolled(dni, 'G-INF', { fecha_nacimiento: '02/02/2002' })]));
    const refused = await expectRefused(matched, (await buildOffer(t.ctx.db)).id, 120, 403);
    // The account is in the record now, so the message must not say it is missing from it.
    expect(refused.json<{ mensaje: string }>().mensaje).toContain(
      'tu cuenta aún no está verificada con su expediente académico',
    );
  });
});
