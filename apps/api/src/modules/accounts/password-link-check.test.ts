import { accountCalls } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { issueAccountToken } from './account-tokens.ts';
import { accountsHarness } from './accounts-test-harness.ts';

const { ctx, post } = await accountsHarness();

const check = accountCalls.checkPasswordLink.path;

describe('compruebaEnlacePassword', () => {
  it('answers 0 for a usable link without spending it, and 42 once it is used', async () => {
    const candidate = await buildCandidate(ctx.db);
    const token = await issueAccountToken(ctx.db, candidate.id, 'reset');
    expect(await post(check, { token, tipo: 'candidateReset' })).toMatchObject({
      http: 200,
      status: 0,
    });
    // Looking twice spends nothing: the link still sets the password.
    expect((await post(check, { token, tipo: 'candidateReset' })).status).toBe(0);
    const reset = accountCalls.resetCandidatePassword.path;
    expect(
      (await post(reset, { token, password: 'Nueva2024', confirmacion: 'Nueva2024' })).status,
    ).toBe(0);
    expect(await post(check, { token, tipo: 'candidateReset' })).toMatchObject({
      http: 410,
      status: 42,
    });
  });

  it('answers 42 for a link of another kind, another role, an expired one or a made-up token', async () => {
    const candidate = await buildCandidate(ctx.db);
    const { user: companyUser } = await buildCompany(ctx.db);
    const staff = await buildStaff(ctx.db);
    const reset = await issueAccountToken(ctx.db, candidate.id, 'reset');
    const set = await issueAccountToken(ctx.db, companyUser.id, 'set_password');
    const staffSet = await issueAccountToken(ctx.db, staff.id, 'set_password');
    const expired = await issueAccountToken(ctx.db, candidate.id, 'set_password', -1000);
    expect((await post(check, { token: reset, tipo: 'companyReset' })).status).toBe(42);
    expect((await post(check, { token: reset, tipo: 'companySet' })).status).toBe(42);
    expect((await post(check, { token: set, tipo: 'companySet' })).status).toBe(0);
    expect((await post(check, { token: set, tipo: 'staffSet' })).status).toBe(42);
    expect((await post(check, { token: staffSet, tipo: 'staffSet' })).status).toBe(0);
    expect((await post(check, { token: expired, tipo: 'companySet' })).status).toBe(42);
    expect((await post(check, { token: 'x'.repeat(43), tipo: 'candidateReset' })).status).toBe(42);
  });

  it('refuses a body without a token or with an unknown kind of link (400)', async () => {
    expect(await post(check, { tipo: 'candidateReset' })).toMatchObject({ http: 400, status: 400 });
    expect(await post(check, { token: 'abc', tipo: 'otro' })).toMatchObject({ http: 400 });
  });
});
