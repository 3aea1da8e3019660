import { callUrl, offerCalls, type OfferList } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { offers } from '../../db/schema.ts';
import { buildOfferCatalogue } from '../../test/build-offers.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * The setup of the offer-list test files: an app on an empty database with the offer catalogue
 * (and its student, graduate, mixed candidate and company user), and the calls the files make.
 * Called at a test file's top level (the app is closed after that file).
 */
export async function offersListSetup() {
  const t = await createTestApp();
  const catalogue = await buildOfferCatalogue(t.ctx.db);

  const get = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** One page of an offer family's list, as a candidate sees it (`qs` like '?pagina=2'). */
  const page = async (email: string, tipo: string, qs = '') => {
    const url = callUrl(offerCalls.list, { params: { tipo }, query: qs });
    const res = await get(url, await t.authHeader(email));
    expect(res.statusCode).toBe(200);
    return res.json<{ status: number; datos: OfferList }>().datos;
  };
  const activeSeeded = async (familia: 'practicas' | 'practicastitulados' | 'empleo') =>
    t.ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.familia, familia), eq(offers.estado, 2)));
  /** An active student internship (unless `values` say otherwise) of the company; its id. */
  async function insertOffer(
    companyId: number,
    values: Partial<typeof offers.$inferInsert> & { titulo: string },
  ): Promise<number> {
    const [row] = await t.ctx.db
      .insert(offers)
      .values({ companyId, familia: 'practicas', descripcion: '<p>x</p>', estado: 2, ...values })
      .returning({ id: offers.id });
    if (!row) {
      throw new Error('offer not inserted');
    }
    return row.id;
  }
  return { t, ...catalogue, get, page, activeSeeded, insertOffer };
}
