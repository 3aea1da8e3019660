import { cifControlDigitFor } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, companies } from '../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from './builders.ts';
import { staffHeader } from './company-fixtures.ts';
import type { TestApp } from './test-app.ts';

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's type
export const datos = <T = unknown>(res: { json: () => unknown }): T =>
  (res.json() as { datos: T }).datos;
export const statusOf = (res: { json: () => unknown }) => (res.json() as { status: number }).status;

let serial = 1_000_000 + Math.floor(Math.random() * 8_000_000);
/** A well-formed CIF (letter B, seven digits and the control digit), unique in this run. */
export function validCif(): string {
  serial += 1;
  const digits = String(serial).slice(-7).padStart(7, '0');
  return `B${digits}${String(cifControlDigitFor(digits))}`;
}

/** The number behind the last CIF made: a suffix unique in this run for emails. */
export const lastSerial = () => serial;

/**
 * The back-office tests (companies, offers, applications): calls made as a staff user unless told
 * otherwise, companies with a CIF of their own, and the last audit row of an action.
 */
export async function backOfficeClient(t: TestApp) {
  const staffUser = await buildStaff(t.ctx.db);
  const staff = await staffHeader(t, staffUser.email);
  const candidateToken = await t.authHeader((await buildCandidate(t.ctx.db)).email);
  const companyToken = await t.authHeader(
    (await buildCompany(t.ctx.db)).user.email,
    'PrivadoEmpresa',
  );

  const get = (url: string, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  async function companyWithCif(cif = validCif(), values: { validada?: boolean } = {}) {
    const built = await buildCompany(t.ctx.db, values);
    await t.ctx.db.update(companies).set({ cif }).where(eq(companies.id, built.company.id));
    return { ...built, cif };
  }

  const companyLogin = (email: string) =>
    post(
      '/api/Empresa/logaUsuario',
      { eUsuario: email, ePassword: 'Demo1234', eAmbito: 'PrivadoEmpresa' },
      {},
    );

  async function lastAudit(action: string) {
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accion, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  /** Every call answers 403 to candidate and company tokens and code 2 without a token. */
  const refusesOthers = (calls: readonly { method: 'GET' | 'POST'; path: string }[]) => {
    it('answers 403 to candidate and company tokens and 2 without a token, on every call', async () => {
      for (const call of calls) {
        const url = call.path.replace(':id', '1');
        for (const headers of [candidateToken, companyToken]) {
          const res = await t.app.inject({
            method: call.method,
            url,
            headers,
            ...(call.method === 'POST' ? { payload: {} } : {}),
          });
          expect(res.statusCode, `${call.method} ${url}`).toBe(403);
          expect(statusOf(res)).toBe(403);
        }
        const anonymous = await t.app.inject({ method: call.method, url });
        expect(statusOf(anonymous), url).toBe(2);
      }
    });
  };

  return {
    staff,
    staffEmail: staffUser.email,
    get,
    post,
    companyWithCif,
    companyLogin,
    lastAudit,
    refusesOthers,
  };
}
