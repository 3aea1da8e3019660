import { describe, expect, it } from 'vitest';
import { privacyTexts } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

describe('privacy text and the careers-office staff', () => {
  it('asks candidates to accept a new privacy text but never holds back a staff session', async () => {
    const student = await buildCandidate(t.ctx.db);
    const gestor = await buildStaff(t.ctx.db);
    await t.ctx.db
      .insert(privacyTexts)
      .values({ textoCorto: 'Nueva versión del aviso', texto: '<p>Nueva versión</p>' });

    const candidate = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: student.email, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
    });
    expect(candidate.json().datos.textoCortoRGPD).toBe('Nueva versión del aviso');

    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/Gestion/logaUsuario',
      payload: { eUsuario: gestor.email, ePassword: 'Demo1234' },
    });
    const { datos } = staff.json();
    expect(datos.textoCortoRGPD).toBeNull();
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/dameOfertasPendientes',
      headers: { authorization: `Bearer ${String(datos.token)}` },
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().status).toBe(0);
  });
});
