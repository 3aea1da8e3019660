import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyUsers } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { forgetMemberships } from './membership.ts';

const t = await createTestApp();

describe('company membership on every call', () => {
  it('ends the session of a user removed from the company', async () => {
    const { user } = await buildCompany(t.ctx.db);
    const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/Empresa/dameNotificaciones', headers });
    expect((await call()).json().status).toBe(0);
    const token = headers.authorization.slice('Bearer '.length);
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sub: string; idEmpresa: number };
    await t.ctx.db
      .delete(companyUsers)
      .where(
        and(
          eq(companyUsers.userId, Number(claims.sub)),
          eq(companyUsers.companyId, claims.idEmpresa),
        ),
      );
    // What the removal does in the process that removes (other processes: within 10 s).
    forgetMemberships(Number(claims.sub));
    const after = await call();
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe(2);
  });
});
