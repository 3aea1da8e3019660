import type { CallSpec } from '@portal/contracts';
import { allCalls } from '@portal/contracts/all-calls';
import { describe, expect, it } from 'vitest';
import { staffHeader } from '../test/company-fixtures.ts';
import { buildCandidate, buildCompany, buildStaff } from '../test/builders.ts';
import { createTestApp } from '../test/test-app.ts';

/**
 * Every declared call, tried with a session of each kind it does not admit: no candidate or
 * company token reaches a back-office call, no manager an administrator's call, no staff token a
 * candidate's or company's call, and none is answered without a session. Generated
 * from the declarations, so a call added later is covered without being listed here.
 */
const t = await createTestApp();
const student = await buildCandidate(t.ctx.db);
const companyUser = (await buildCompany(t.ctx.db)).user;
const manager = await buildStaff(t.ctx.db, 'gestor');
const administrator = await buildStaff(t.ctx.db, 'administrador');

type Who = 'alumno' | 'empresa' | 'gestor' | 'administrador';
const headers: Record<Who, Record<string, string>> = {
  alumno: await t.authHeader(student.email),
  empresa: await t.authHeader(companyUser.email, 'PrivadoEmpresa'),
  gestor: await staffHeader(t, manager.email),
  administrador: await staffHeader(t, administrator.email),
};

function admits(call: CallSpec, who: Who): boolean {
  const { auth } = call;
  if (auth === 'public' || auth === 'any') {
    return true;
  }
  if (auth === 'admin') {
    return who === 'administrador';
  }
  const role = who === 'administrador' ? 'gestor' : who;
  return typeof auth === 'string' ? auth === role : auth.includes(role);
}

/** The call's path with every parameter filled (the check comes before the parameters'). */
const urlOf = (call: CallSpec) => call.path.replace(/:[A-Za-z]+/g, '1');

const inject = (call: CallSpec, authorization?: Record<string, string>) =>
  t.app.inject({
    method: call.method,
    url: urlOf(call),
    ...(authorization ? { headers: authorization } : {}),
    ...(call.method === 'GET' ? {} : { payload: {} }),
  });

const statusOf = (res: { json: () => unknown }) => (res.json() as { status: number }).status;

const guarded = allCalls.filter((call) => call.auth !== 'public');

describe('every call refuses the sessions it does not admit', () => {
  it('covers the back-office: every staff call is among the guarded ones', () => {
    const staffOnly = guarded.filter((call) => !admits(call, 'alumno') && !admits(call, 'empresa'));
    // Over a hundred back-office calls: a filter that lost them would make this test vacuous.
    expect(staffOnly.length).toBeGreaterThan(100);
    expect(guarded.filter((call) => call.auth === 'admin').length).toBeGreaterThan(5);
  });

  it.each(['alumno', 'empresa', 'gestor', 'administrador'] as const)(
    'answers 403 to a %s token on every call not meant for it',
    async (who) => {
      const refused = guarded.filter((call) => !admits(call, who));
      expect(refused.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const call of refused) {
        const res = await inject(call, headers[who]);
        if (res.statusCode !== 403 || statusOf(res) !== 403) {
          wrong.push(`${call.method} ${call.path}: HTTP ${String(res.statusCode)} ${res.body}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('answers code 2 (HTTP 401) without a session on every call that needs one', async () => {
    const wrong: string[] = [];
    for (const call of guarded) {
      const res = await inject(call);
      if (res.statusCode !== 401 || statusOf(res) !== 2) {
        wrong.push(`${call.method} ${call.path}: HTTP ${String(res.statusCode)} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
