import { cvCalls, type Cv, type CurrentDegree } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { candidateStudies } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';

const t = await createTestApp();
/** A graduate of one degree, enrolled in the first year of a master's. */
const mixto = await buildCandidate(t.ctx.db, { conEmpleo: true, studiesInProgress: 0 });
await t.ctx.db.insert(candidateStudies).values([
  { candidateId: mixto.id, idTitulacion: 23, enCurso: false, creditosSuperados: '240' },
  {
    candidateId: mixto.id,
    idTitulacion: 55,
    enCurso: true,
    creditosSuperados: '30',
    creditosTotales: '60',
    curso: 1,
    estadoRegistro: 'matriculado',
  },
]);

describe("the record's studies in the CV", () => {
  it("shows the record's credits passed, the degree's total and the year", async () => {
    const { academicos } = (await callAs<Cv>(t, cvCalls.get, mixto.email)).datos;
    expect(academicos.find((s) => s.idTitulacion === 55)).toMatchObject({
      creditosSuperados: 30,
      creditosTotales: 60,
      curso: 1,
    });
    expect(academicos.find((s) => s.idTitulacion === 23)).toMatchObject({
      creditosSuperados: 240,
      creditosTotales: null,
      curso: null,
    });
  });

  it('lists the degrees in progress from the records', async () => {
    const res = await callAs<CurrentDegree[]>(t, cvCalls.currentDegrees, mixto.email);
    expect(res.status).toBe(0);
    expect(res.datos).toHaveLength(1);
    expect(res.datos[0]).toMatchObject({ idTitulacion: 55, creditosSuperados: 30 });
  });
});

describe('whether the record knows me, in the CV', () => {
  it('says verified for an account the record knows and not for one of my own', async () => {
    const known = (await callAs<Cv>(t, cvCalls.get, mixto.email)).datos;
    expect(known.verificado).toBe(true);
    const own = await buildCandidate(t.ctx.db, { conEmpleo: true, verificado: false });
    expect((await callAs<Cv>(t, cvCalls.get, own.email)).datos.verificado).toBe(false);
  });
});
