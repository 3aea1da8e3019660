import { eq } from 'drizzle-orm';
import { applications, offers } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { insertOffer } from '../../test/company-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the company-candidates tests share: the demo company's seeded offer with candidates, a
 * fresh company with its own offer, and the stored application row.
 */
export async function companyCandidatesFixture(t: TestApp) {
  const [software] = await t.ctx.db
    .select()
    .from(offers)
    .where(eq(offers.titulo, 'Prácticas en desarrollo de software web'));
  if (!software) {
    throw new Error('seed offer missing');
  }

  /** A fresh company with an offer and a signed-in user. */
  async function companyWithOffer() {
    const built = await buildCompany(t.ctx.db);
    const offer = await insertOffer(t.ctx.db, built.company.id, { titulo: 'Oferta de prueba' });
    return { ...built, offer, headers: await t.authHeader(built.user.email, 'PrivadoEmpresa') };
  }

  const applicationRow = async (id: number) =>
    (await t.ctx.db.select().from(applications).where(eq(applications.id, id)))[0];

  return { software, companyWithOffer, applicationRow };
}
