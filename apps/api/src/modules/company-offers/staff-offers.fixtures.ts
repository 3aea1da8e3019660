import { companyOfferCalls, type OfferSaved } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { buildCompany } from '../../test/builders.ts';
import { companyIdOf, staffHeader, validOfferForm } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * The setup of the staff-offers test files: an app on an empty database, a careers-office
 * administrator's header, and the company that posts the offers (a new one unless `buildOwn`
 * builds it) with its user's header, and the calls the files make (as the office unless told).
 * Called at a test file's top level (the app is closed after that file).
 */
export async function staffOffersSetup(
  buildOwn: (db: Db) => ReturnType<typeof buildCompany> = (db) => buildCompany(db),
) {
  const t = await createTestApp();
  const staff = await staffHeader(t);
  const own = await buildOwn(t.ctx.db);
  const companyHeaders = await t.authHeader(own.user.email, 'PrivadoEmpresa');
  const ownCompany = await companyIdOf(t.ctx.db, own.user.email);

  const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers = staff) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  /** A new offer of the company, posted through the API (so waiting for validation). */
  async function newOffer(familia: 'practicas' | 'empleo' = 'practicas', titulo?: string) {
    const res = await post(
      companyOfferCalls.add.path,
      { ...validOfferForm(familia), ...(titulo ? { titulo } : {}) },
      companyHeaders,
    );
    return res.json<{ datos: OfferSaved }>().datos;
  }
  return { t, staff, own, companyHeaders, ownCompany, get, post, newOffer };
}
