import { accountsHarness } from './accounts-test-harness.ts';
import { accountCalls, Codes, statusMessage } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';

import { describe, expect, it } from 'vitest';

import { addMembership } from '../../test/build-companies.ts';
import { buildCandidate, buildCompany, buildGraduate, randomDni } from '../../test/builders.ts';
import { companyIdOf } from '../../test/company-fixtures.ts';
import { tokenOf } from '../../test/smtp-inbox.ts';

import { companies, companyUsers } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';
import { hashToken } from './account-tokens.ts';
import { accountTokens } from './accounts.table.ts';

const { ctx, inbox, post, login, tokenFor, notifications } = await accountsHarness();

/** The email of a new candidate (student unless told), password Demo1234. */
const candidateEmail = async (overrides: Parameters<typeof buildCandidate>[1] = {}) =>
  (await buildCandidate(ctx.db, overrides)).email;

describe('password reset of a candidate', () => {
  const ask = accountCalls.requestCandidateReset.path;
  const reset = accountCalls.resetCandidatePassword.path;

  it('mails a 1-hour link, resets once (521) and ends every open session', async () => {
    const email = await candidateEmail();
    const oldSession = await tokenFor(email);
    expect(await notifications(oldSession)).toBe(0);
    const res = await post(ask, { usuario: email });
    expect(res).toMatchObject({
      status: 0,
      mensaje:
        'Te hemos enviado un correo electrónico con un enlace para restablecer tu contraseña.',
    });
    const mail = await inbox.next(email);
    expect(mail.body).toContain('https://empleo.example.es/restablecer-candidato?token=');
    const token = tokenOf(mail, '/restablecer-candidato');
    const [stored] = await ctx.db
      .select()
      .from(accountTokens)
      .where(sql`${accountTokens.usedAt} is null and ${accountTokens.purpose} = 'reset'`)
      .orderBy(sql`${accountTokens.id} desc`)
      .limit(1);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);

    expect((await post(reset, { token, password: 'abc', confirmacion: 'abc' })).status).toBe(28);
    const done = await post(reset, { token, password: 'Nueva2024', confirmacion: 'Nueva2024' });
    expect(done).toMatchObject({
      status: 0,
      mensaje: statusMessage(Codes.CANDIDATE_PASSWORD_RESTORED, 'es').cuerpo,
    });
    expect(await notifications(oldSession)).toBe(2);
    expect((await login(email, 'Demo1234')).status).toBe(3);
    expect((await login(email, 'Nueva2024')).status).toBe(0);
    expect(
      await post(reset, { token, password: 'Otra2024x', confirmacion: 'Otra2024x' }),
    ).toMatchObject({ http: 410, status: 42 });
  });

  it('finds the candidate by DNI too', async () => {
    const dni = randomDni();
    const { email } = await buildGraduate(ctx.db, { dni });
    expect((await post(ask, { usuario: dni })).status).toBe(0);
    const mail = await inbox.next(email);
    expect(mail.body).toContain('/restablecer-candidato?token=');
  });

  it('answers 505 to an unknown address and mails it the 524 text, without a link', async () => {
    const res = await post(ask, { usuario: 'nadie@ejemplo.es' });
    expect(res).toMatchObject({ status: 0 });
    const mail = await inbox.next('nadie@ejemplo.es');
    expect(mail.body).toContain(
      'El correo electrónico indicado no corresponde a ningún usuario activo.',
    );
    expect(mail.body).not.toContain('token=');
  });

  it('treats a blocked account as no active account', async () => {
    const email = await candidateEmail({ estado: 'bloqueado', mensajeBloqueo: 'Cuenta bloqueada' });
    expect((await post(ask, { usuario: email })).status).toBe(0);
    const mail = await inbox.next(email);
    expect(mail.body).toContain('no corresponde a ningún usuario activo');
  });

  it('writes the mail in English when asked to', async () => {
    const email = await candidateEmail();
    await post(ask, { usuario: email }, { 'accept-language': 'en-GB' });
    const mail = await inbox.next(email);
    expect(mail.body).toContain('We received a request to reset the password');
  });

  it('answers 42 to a tampered, expired or foreign token', async () => {
    const email = await candidateEmail();
    await post(ask, { usuario: email });
    const token = tokenOf(await inbox.next(email), '/restablecer-candidato');
    const body = { password: 'Nueva2024', confirmacion: 'Nueva2024' };
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await post(reset, { token: tampered, ...body })).status).toBe(42);
    expect((await post(reset, { token: 'corto', ...body })).status).toBe(42);
    // A candidate's link does not reset a company password.
    expect((await post(accountCalls.resetCompanyPassword.path, { token, ...body })).status).toBe(
      42,
    );
    await ctx.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect((await post(reset, { token, ...body })).status).toBe(42);
  });

  it('keeps only the newest link of a user', async () => {
    const email = await candidateEmail();
    await post(ask, { usuario: email });
    const first = tokenOf(await inbox.next(email), '/restablecer-candidato');
    await post(ask, { usuario: email });
    const second = tokenOf(await inbox.next(email), '/restablecer-candidato');
    const body = { password: 'Nueva2024', confirmacion: 'Nueva2024' };
    expect((await post(reset, { token: first, ...body })).status).toBe(42);
    expect((await post(reset, { token: second, ...body })).status).toBe(0);
  });

  it('is refused (403) when the brand turns password recovery off', async () => {
    const email = await candidateEmail();
    await ctx.brand.update({ canRecuperarPassword: false });
    try {
      expect((await post(ask, { usuario: email })).status).toBe(403);
      expect((await post(accountCalls.requestCompanyReset.path, { nick: 'x@y.es' })).status).toBe(
        403,
      );
    } finally {
      await ctx.brand.update({ canRecuperarPassword: true });
    }
  });
});

describe('password reset of a company user', () => {
  const ask = accountCalls.requestCompanyReset.path;
  const reset = accountCalls.resetCompanyPassword.path;

  it('mails a /restablecer-login link by nick and resets the password (508)', async () => {
    const { email } = (await buildCompany(ctx.db)).user;
    const session = await tokenFor(email, 'Demo1234', 'PrivadoEmpresa');
    expect((await post(ask, { nick: email })).status).toBe(0);
    const mail = await inbox.next(email);
    const token = tokenOf(mail, '/restablecer-login');
    const done = await post(reset, { token, password: 'Empresa99', confirmacion: 'Empresa99' });
    expect(done.status).toBe(0);
    expect(await notifications(session, 'Empresa')).toBe(2);
    expect((await login(email, 'Empresa99', 'PrivadoEmpresa')).status).toBe(0);
    expect(
      (await post(reset, { token, password: 'Empresa98', confirmacion: 'Empresa98' })).status,
    ).toBe(42);
  });

  it('by CIF mails every active user of the company', async () => {
    const { email } = (await buildCompany(ctx.db)).user;
    const colleague = (await buildCompany(ctx.db)).user;
    await addMembership(ctx.db, colleague.id, await companyIdOf(ctx.db, email));
    const [company] = await ctx.db
      .select({ cif: companies.cif })
      .from(companies)
      .innerJoin(companyUsers, eq(companyUsers.companyId, companies.id))
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(users.email, email))
      .limit(1);
    expect(company).toBeDefined();
    expect((await post(ask, { cif: company?.cif.toLowerCase() })).status).toBe(0);
    expect((await inbox.next(email)).body).toContain('/restablecer-login?token=');
    expect((await inbox.next(colleague.email)).body).toContain('/restablecer-login?token=');
  });

  it('answers 505 to an unknown nick and mails it the 524 text', async () => {
    expect((await post(ask, { nick: 'desconocida@empresa.es' })).status).toBe(0);
    expect((await inbox.next('desconocida@empresa.es')).body).toContain(
      'no corresponde a ningún usuario activo',
    );
  });

  it('needs a nick or a CIF (400)', async () => {
    expect((await post(ask, {})).status).toBe(400);
  });
});
