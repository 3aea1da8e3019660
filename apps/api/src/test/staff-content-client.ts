import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, type events, type programmes } from '../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from './builders.ts';
import { staffHeader } from './company-fixtures.ts';
import type { TestApp } from './test-app.ts';

export type Answer<T> = { status: number; datos: T; mensaje?: string };

/**
 * The staff content screens' tests (events, guides, communications, programmes): signed-in
 * headers and JSON calls, made as the content manager unless told otherwise.
 */
export async function staffContentClient(t: TestApp) {
  const admin = await staffHeader(t);
  // A manager (not an administrator): the content screens are theirs, brand and legal texts not.
  const managerEmail = (await buildStaff(t.ctx.db, 'gestor')).email;
  const manager = await staffHeader(t, managerEmail);
  const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
  const company = await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa');
  const get = async <T>(url: string, headers: Record<string, string> = manager) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { res, body: res.json<Answer<T>>() };
  };
  const post = async <T>(
    url: string,
    payload: object | undefined,
    headers: Record<string, string> = manager,
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload ? { payload } : {}),
    });
    return { res, body: res.json<Answer<T>>() };
  };
  const lastAudit = async () =>
    (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  /** A list export downloaded by the content manager. */
  const file = (url: string) => t.app.inject({ method: 'GET', url, headers: manager });
  /** The id of a programme or event, by its slug. */
  const idOf = async (table: typeof programmes | typeof events, slug: string) => {
    const [row] = await t.ctx.db.select().from(table).where(eq(table.slug, slug));
    if (!row) {
      throw new Error(`missing ${slug}`);
    }
    return row.id;
  };
  return { admin, manager, managerEmail, candidate, company, get, post, lastAudit, file, idOf };
}

export const fieldsOf = (body: Answer<unknown>) =>
  (body.datos as { errores: { campo: string; mensaje: string }[] }).errores.map((e) => e.campo);

export const csvLines = (body: string) => body.replace('\uFEFF', '').trim().split('\r\n');

/** Each call answers 403 to a candidate's or a company's token and 401 without a token. */
export function refusesNonStaff(
  t: TestApp,
  tokens: { candidate: Record<string, string>; company: Record<string, string> },
  calls: [string, string, object?][],
) {
  describe('staff calls refuse candidates and companies', () => {
    it.each(calls)(
      '%s %s → 403 for candidate and company tokens, 401 without one',
      async (method, url, payload) => {
        for (const headers of [tokens.candidate, tokens.company]) {
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers,
            ...(payload ? { payload } : {}),
          });
          expect(res.statusCode).toBe(403);
          expect(res.json<{ status: number }>().status).toBe(403);
        }
        const anonymous = await t.app.inject({
          method: method as 'GET',
          url,
          ...(payload ? { payload } : {}),
        });
        expect(anonymous.statusCode).toBe(401);
      },
    );
  });
}
