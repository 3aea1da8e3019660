import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyAcceptances, users } from '../../db/schema.ts';
import { buildPrivacyText } from '../../test/build-content.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const privacy = await buildPrivacyText(t.ctx.db, {
  textoCorto: 'Trataremos tus datos personales para gestionar las prácticas y el empleo.',
  linkExterno: '/proteccion-de-datos',
});

describe('privacy text (RGPD)', () => {
  it('serves the current text publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Alumno/dameTextoRGPDactual' });
    expect(res.json()).toMatchObject({
      status: 0,
      datos: {
        version: privacy.version,
        textoCortoRGPD: expect.stringContaining('datos personales'),
        linkExternoRGPD: '/proteccion-de-datos',
      },
    });
  });

  it('holds a user who has not accepted the current text until they accept it', async () => {
    const candidate = await buildCandidate(t.ctx.db, { acceptsPrivacy: false });
    const session = await t.login(candidate.email);
    expect(session.textoCortoRGPD).toContain('datos personales');
    expect(session.linkExternoRGPD).toBe('/proteccion-de-datos');
    const headers = { authorization: `Bearer ${session.token}` };

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameNotificaciones',
      headers,
    });
    expect(refused.statusCode).toBe(428);
    expect(refused.json().status).toBe(428);

    const accepted = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/guardaAceptacionRGPD',
      headers,
    });
    expect(accepted.json()).toMatchObject({
      status: 0,
      datos: { version: privacy.version, token: expect.any(String) },
    });

    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, candidate.email));
    const rows = await t.ctx.db
      .select()
      .from(privacyAcceptances)
      .where(
        and(
          eq(privacyAcceptances.userId, user!.id),
          eq(privacyAcceptances.version, privacy.version),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.acceptedAt).toBeInstanceOf(Date);

    // Both the token held during acceptance and the new one now work.
    for (const token of [session.token, accepted.json().datos.token as string]) {
      const ok = await t.app.inject({
        method: 'GET',
        url: '/api/Alumno/dameNotificaciones',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.json().status).toBe(0);
    }
    expect((await t.login(candidate.email)).textoCortoRGPD).toBeNull();
  });

  it('only lets a candidate token save the candidate acceptance', async () => {
    const { user: companyUser } = await buildCompany(t.ctx.db);
    const headers = await t.authHeader(companyUser.email, 'PrivadoEmpresa');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/guardaAceptacionRGPD',
      headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
