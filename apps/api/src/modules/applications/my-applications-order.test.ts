import type { ApplicationList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildApplication, buildEligibleStudent, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

describe('my applications in order of preference', () => {
  it('lists the applications still in play first, by preference, and the ended ones after them', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const specs = [
      { titulo: 'Prácticas retiradas', estados: [1, 8] },
      { titulo: 'Prácticas en revisión', estados: [1, 2] },
      { titulo: 'Prácticas descartadas', estados: [1, 6] },
      { titulo: 'Prácticas inscritas', estados: [1] },
    ];
    for (const [i, spec] of specs.entries()) {
      const offer = await buildOffer(t.ctx.db, { titulo: spec.titulo, familia: 'practicas' });
      await buildApplication(t.ctx.db, offer.id, user.id, spec.estados, { orden: i + 1 });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameCandidaturasPracticasUsuario',
      headers: await t.authHeader(user.email),
    });
    const list = res.json<{ datos: ApplicationList }>().datos;
    expect(list.candidaturas.map((c) => c.titulo)).toEqual([
      'Prácticas en revisión',
      'Prácticas inscritas',
      'Prácticas retiradas',
      'Prácticas descartadas',
    ]);
  });
});
