import { eq } from 'drizzle-orm';
import { applications, candidates, users } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the company-candidates tests share: a company signed in (`headers`) with an active
 * internship («software») that two students applied to — Lucía Martínez Gómez of Madrid,
 * shortlisted and read, and Carmen, new and unread —, a fresh company with its own offer, and
 * the stored application row.
 */
export async function companyCandidatesFixture(t: TestApp) {
  const { db } = t.ctx;
  const own = await buildCompany(db);
  const headers = await t.authHeader(own.user.email, 'PrivadoEmpresa');
  const software = await insertOffer(db, own.company.id, {
    familia: 'practicas',
    curricular: true,
    titulo: 'Prácticas en desarrollo de software web',
  });
  const lucia = await buildCandidate(db, { nombre: 'Lucía' });
  await db.update(users).set({ apellidos: 'Martínez Gómez' }).where(eq(users.id, lucia.id));
  await db.update(candidates).set({ idProvincia: 28 }).where(eq(candidates.userId, lucia.id));
  await insertApplication(db, software.id, lucia.id, { estado: 3, leidaPorEmpresa: true });
  const carmen = await buildCandidate(db, { nombre: 'Carmen' });
  await insertApplication(db, software.id, carmen.id);

  /** A fresh company with an offer and a signed-in user. */
  async function companyWithOffer() {
    const built = await buildCompany(db);
    const offer = await insertOffer(db, built.company.id, { titulo: 'Oferta de prueba' });
    return { ...built, offer, headers: await t.authHeader(built.user.email, 'PrivadoEmpresa') };
  }

  const applicationRow = async (id: number) =>
    (await db.select().from(applications).where(eq(applications.id, id)))[0];

  return { headers, software, lucia, companyWithOffer, applicationRow };
}
