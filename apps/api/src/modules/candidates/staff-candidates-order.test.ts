import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffCandidatesClient } from './staff-candidates.fixtures.ts';
import { expectOrdenRefused, exportedColumn } from '../../test/list-order.ts';

const t = await createTestApp();
const { get, search } = await staffCandidatesClient(t);

/** A candidate whose surnames end in `word`, so a search for it finds only this test's. */
async function candidate(
  word: string,
  apellidos: string,
  values: { email: string; dni: string | null; verificado: boolean },
) {
  const built = await buildCandidate(t.ctx.db, {
    ...values,
    email: `${values.email}.${word}@test.es`,
  });
  await t.ctx.db
    .update(users)
    .set({ apellidos: `${apellidos} ${word}` })
    .where(eq(users.id, built.id));
  return built.id;
}

describe('the staff candidate list ordered by a column', () => {
  it('orders by name, email, DNI and verification, either way, and exports so', async () => {
    const word = 'Ordenables';
    const alvarez = await candidate(word, 'Álvarez', {
      email: 'carla',
      dni: '30000003A',
      verificado: false,
    });
    const bermejo = await candidate(word, 'Bermejo', {
      email: 'alba',
      dni: '10000001R',
      verificado: true,
    });
    const castro = await candidate(word, 'Castro', {
      email: 'berta',
      dni: null,
      verificado: true,
    });
    const ids = async (orden: string) =>
      (await search(`texto=${word}&orden=${orden}`)).candidatos.map((c) => c.idUsuario);

    // Accents do not count: «Álvarez» before «Bermejo».
    expect(await ids('nombre')).toEqual([alvarez, bermejo, castro]);
    expect(await ids('-nombre')).toEqual([castro, bermejo, alvarez]);
    expect(await ids('email')).toEqual([bermejo, castro, alvarez]);
    expect(await ids('-email')).toEqual([alvarez, castro, bermejo]);
    // Without a DNI last, whichever the direction.
    expect(await ids('dni')).toEqual([bermejo, alvarez, castro]);
    expect(await ids('-dni')).toEqual([alvarez, bermejo, castro]);
    // The verified two by name after the choice.
    expect(await ids('-verificado')).toEqual([bermejo, castro, alvarez]);

    const csv = await get(`/api/Gestion/exportaCandidatos?formato=csv&texto=${word}&orden=-email`);
    expect(exportedColumn(csv.body)).toEqual(
      [alvarez, castro, bermejo].map((id) => `"${String(id)}"`),
    );
  });

  it('refuses an orden the list does not sort by', async () => {
    for (const path of ['/api/Gestion/dameCandidatos', '/api/Gestion/exportaCandidatos']) {
      const res = await get(`${path}?orden=titulaciones`);
      expectOrdenRefused(res, path);
    }
  });
});
