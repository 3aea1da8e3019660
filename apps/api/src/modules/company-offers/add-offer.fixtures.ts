import { companyOfferCalls, type FieldError } from '@portal/contracts';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { offers } from '../../db/schema.ts';
import { validOfferForm } from '../../test/company-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the addOferta test files share: the call (as the company user whose `headers` are given,
 * unless told), the offer count, and an invalid form's field errors.
 */
export function addOfferClient(t: TestApp, headers: Record<string, string>) {
  const offerCount = async () => (await t.ctx.db.select({ n: count() }).from(offers))[0]?.n ?? 0;

  const post = (payload: object, as: Record<string, string> = headers) =>
    t.app.inject({ method: 'POST', url: companyOfferCalls.add.path, payload, headers: as });

  /** Posts an invalid form and returns its field errors by field (asserting nothing was written). */
  async function errorsOf(payload: object): Promise<Record<string, FieldError>> {
    const before = await offerCount();
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ status: number }>().status).toBe(400);
    expect(await offerCount()).toBe(before);
    const errores = res.json<{ datos: { errores: FieldError[] } }>().datos.errores;
    return Object.fromEntries(errores.map((e) => [e.campo, e]));
  }

  /** A valid form of the family with some fields changed. */
  const with_ = (familia: 'practicas' | 'practicastitulados' | 'empleo', patch: object) => ({
    ...validOfferForm(familia),
    ...patch,
  });

  return { offerCount, post, errorsOf, with_ };
}
