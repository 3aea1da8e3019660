import { asc, eq } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from './json-rows.ts';
import { candidateDocuments, candidateStudies } from '../modules/candidates/candidates.table.ts';
import { buildCandidate } from '../test/builders.ts';
import { openTestDatabase } from '../test/test-database.ts';

const database = await openTestDatabase();
afterAll(() => database.drop());
const { db } = database;

describe('child rows read as one column of an outer select', () => {
  it('are the rows a select of the table gives: dates, numerics, timestamps, nulls and order', async () => {
    const candidate = await buildCandidate(db);
    await db.insert(candidateStudies).values([
      {
        candidateId: candidate.id,
        idTitulacion: 11,
        creditosSuperados: '120.5',
        notaMedia: '7.25',
        fechaInicio: '2021-09-15',
        origen: 'alumno',
      },
      { candidateId: candidate.id, idTitulacion: 3, enCurso: true, estadoRegistro: 'matriculado' },
    ]);
    await db.insert(candidateDocuments).values({
      candidateId: candidate.id,
      idTipoDocumento: 2,
      nombre: 'Permiso «Łukasz».pdf',
      storageKey: 'k/1',
      extension: 'pdf',
      mime: 'application/pdf',
      bytes: 1234,
      createdAt: new Date('2026-11-26T10:00:00.123Z'),
    });
    const [read] = await db
      .select({
        studies: rowsOf(
          candidateStudies,
          eq(candidateStudies.candidateId, candidate.id),
          asc(candidateStudies.idTitulacion),
        ),
        documents: rowsOf(candidateDocuments, eq(candidateDocuments.candidateId, candidate.id)),
        none: rowsOf(candidateDocuments, eq(candidateDocuments.candidateId, -1)),
        everyone: rowsOf(candidateDocuments, undefined, asc(candidateDocuments.id)),
      })
      .from(candidateStudies)
      .limit(1);
    const studies = await db
      .select()
      .from(candidateStudies)
      .where(eq(candidateStudies.candidateId, candidate.id))
      .orderBy(asc(candidateStudies.idTitulacion));
    const documents = await db
      .select()
      .from(candidateDocuments)
      .where(eq(candidateDocuments.candidateId, candidate.id));
    expect(read?.studies).toEqual(studies);
    const ids = read?.studies.map((s) => s.idTitulacion) ?? [];
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
    expect(read?.studies.find((s) => s.idTitulacion === 11)).toMatchObject({
      creditosSuperados: '120.5',
      notaMedia: '7.25',
    });
    expect(read?.documents).toEqual(documents);
    expect(read?.documents[0]?.createdAt).toEqual(new Date('2026-11-26T10:00:00.123Z'));
    expect(read?.none).toEqual([]);
    expect(read?.everyone).toEqual(
      await db.select().from(candidateDocuments).orderBy(asc(candidateDocuments.id)),
    );
  });
});

describe('a table too wide for one json_build_object', () => {
  it('is refused when the query is built, naming the table', () => {
    const wide = pgTable(
      'wide_things',
      Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`c${String(i)}`, integer()])),
    );
    expect(() => rowsOf(wide, undefined)).toThrow(/wide_things has 51 columns/);
  });
});
