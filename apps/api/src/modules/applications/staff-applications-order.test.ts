import {
  staffApplicationCalls as calls,
  type StaffApplicationList,
  type StaffInternshipList,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { internshipDocuments, users } from '../../db/schema.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { datos, backOfficeClient } from '../../test/back-office-client.ts';
import { buildCandidate } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import { buildInternship } from '../../test/fixture-internships.ts';
import { createTestApp } from '../../test/test-app.ts';
import { expectOrdenRefused, exportedColumn } from '../../test/list-order.ts';

const t = await createTestApp();
const { get } = await backOfficeClient(t);

/** Two companies named with `word`, Alfa and Beta, and three candidates: Carmen, álvaro, Berta. */
async function people(word: string) {
  const alfa = (await buildNamedCompany(t.ctx.db, `Alfa ${word}`)).company;
  const beta = (await buildNamedCompany(t.ctx.db, `Beta ${word}`)).company;
  const candidate = async (nombre: string) => {
    const built = await buildCandidate(t.ctx.db, { nombre });
    await t.ctx.db.update(users).set({ apellidos: word }).where(eq(users.id, built.id));
    return built;
  };
  return {
    alfa,
    beta,
    carmen: await candidate('Carmen'),
    alvaro: await candidate('álvaro'),
    berta: await candidate('Berta'),
  };
}

const refusesUnknownOrder = async (path: string) => {
  const res = await get(`${path}?orden=estado`);
  expectOrdenRefused(res, path);
};

describe('the staff applications list ordered by a column', () => {
  it('orders by candidate, offer, company and last change, either way, and exports so', async () => {
    const word = 'Aplicadas';
    const { alfa, beta, carmen, alvaro, berta } = await people(word);
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    const offer = async (companyId: number, titulo: string) =>
      (await insertOffer(t.ctx.db, companyId, { titulo: `${titulo} ${word}` })).id;
    const first = await insertApplication(t.ctx.db, await offer(alfa.id, 'Analista'), carmen.id, {
      updatedAt: daysAgo(3),
    });
    const second = await insertApplication(t.ctx.db, await offer(beta.id, 'Contable'), alvaro.id, {
      updatedAt: daysAgo(1),
    });
    const third = await insertApplication(t.ctx.db, await offer(alfa.id, 'Becario'), berta.id, {
      updatedAt: daysAgo(2),
    });
    const ids = async (orden: string) =>
      datos<StaffApplicationList>(
        await get(`${calls.list.path}?texto=${word}&orden=${orden}`),
      ).candidaturas.map((a) => a.idCandidatura);

    expect(await ids('candidato')).toEqual([second.id, third.id, first.id]);
    expect(await ids('-candidato')).toEqual([first.id, third.id, second.id]);
    expect(await ids('oferta')).toEqual([first.id, third.id, second.id]);
    // Alfa's two, the latest changed first, then Beta's.
    expect(await ids('empresa')).toEqual([third.id, first.id, second.id]);
    expect(await ids('-empresa')).toEqual([second.id, third.id, first.id]);
    expect(await ids('cambio')).toEqual([first.id, third.id, second.id]);
    expect(await ids('-cambio')).toEqual([second.id, third.id, first.id]);

    const csv = await get(`${calls.export.path}?formato=csv&texto=${word}&orden=-candidato`);
    expect(exportedColumn(csv.body)).toEqual(
      [first.id, third.id, second.id].map((id) => `"${String(id)}"`),
    );
    await refusesUnknownOrder(calls.list.path);
    await refusesUnknownOrder(calls.export.path);
  });
});

describe('the staff internships list ordered by a column', () => {
  it('orders by internship, candidate, company, period and documents, and exports so', async () => {
    const word = 'Practicantes';
    const { alfa, beta, carmen, alvaro, berta } = await people(word);
    const internship = async (
      candidateId: number,
      companyId: number,
      titulo: string,
      fechaInicio: string,
      documents: number,
    ) => {
      const { internship: row } = await buildInternship(
        t.ctx.db,
        candidateId,
        { companyId, titulo: `Prácticas de ${titulo} ${word}`, fechaInicio },
        { documents: false },
      );
      for (let i = 0; i < documents; i += 1) {
        await t.ctx.db
          .insert(internshipDocuments)
          .values({ internshipId: row.id, nombre: `Documento ${String(i)}`, solicitado: true });
      }
      return row.id;
    };
    const first = await internship(carmen.id, beta.id, 'análisis', '2026-03-01', 2);
    const second = await internship(alvaro.id, alfa.id, 'biología', '2026-01-15', 0);
    const third = await internship(berta.id, alfa.id, 'cocina', '2026-02-10', 1);
    const ids = async (orden: string) =>
      datos<StaffInternshipList>(
        await get(`${calls.internships.path}?texto=${word}&orden=${orden}`),
      ).practicas.map((p) => p.idPractica);

    expect(await ids('practica')).toEqual([first, second, third]);
    expect(await ids('-practica')).toEqual([third, second, first]);
    expect(await ids('candidato')).toEqual([second, third, first]);
    // Alfa's two, the latest started first, then Beta's.
    expect(await ids('empresa')).toEqual([third, second, first]);
    expect(await ids('periodo')).toEqual([second, third, first]);
    expect(await ids('-periodo')).toEqual([first, third, second]);
    expect(await ids('documentos')).toEqual([second, third, first]);
    expect(await ids('-documentos')).toEqual([first, third, second]);

    const csv = await get(
      `${calls.exportInternships.path}?formato=csv&texto=${word}&orden=-candidato`,
    );
    expect(exportedColumn(csv.body)).toEqual([first, third, second].map((id) => `"${String(id)}"`));
    await refusesUnknownOrder(calls.internships.path);
    await refusesUnknownOrder(calls.exportInternships.path);
  });
});
