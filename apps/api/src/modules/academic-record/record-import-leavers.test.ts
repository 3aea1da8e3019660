import { academicRecordCalls, callUrl, type RecordLeaver } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, candidateStudies, recordPeople } from '../../db/schema.ts';
import { randomDni } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { enrolled, mapCode, personOf, recordClient, recordCsv } from './record-test-helpers.ts';

const t = await createTestApp();
const client = await recordClient(t);
await mapCode(t, 'G-INF', 36);
await mapCode(t, 'G-TEL', 37);

const report = (id: number, lang = 'es') =>
  t.app.inject({
    method: 'GET',
    url: callUrl(academicRecordCalls.leaversReport, { params: { id } }),
    headers: { ...client.headers, 'accept-language': lang },
  });

describe('who an import marks as having left', () => {
  it('lists, before confirming, each degree a full import ends and why, with a report of them all', async () => {
    const [stays, leavesByRow, absent, oneOfTwo] = [
      randomDni(),
      randomDni(),
      randomDni(),
      randomDni(),
    ];
    const person = (dni: string, apellidos: string, codigo = 'G-INF', extra = {}) =>
      enrolled(dni, codigo, { apellidos, ...extra });
    await client.apply(
      recordCsv([
        person(stays, 'Abad Sanz'),
        person(leavesByRow, 'Blanco Ruiz'),
        person(absent, 'Cano Gil'),
        person(oneOfTwo, 'Díaz Mora'),
        person(oneOfTwo, 'Díaz Mora', 'G-TEL'),
      ]),
    );
    const full = await client.preview(
      recordCsv([
        person(stays, 'Abad Sanz'),
        person(leavesByRow, 'Blanco Ruiz', 'G-INF', { estado: 'baja' }),
        person(oneOfTwo, 'Díaz Mora'),
      ]),
      { completa: 'true' },
    );
    const mine = (list: readonly RecordLeaver[]) =>
      list.filter((l) => [stays, leavesByRow, absent, oneOfTwo].includes(l.dni));
    expect(mine(full.bajas.primeras)).toEqual([
      {
        dni: leavesByRow,
        nombre: 'Lucía',
        apellidos: 'Blanco Ruiz',
        titulacion: 'Grado en Ingeniería Informática',
        motivo: 'baja',
      },
      expect.objectContaining({ dni: absent, apellidos: 'Cano Gil', motivo: 'ausente' }),
      expect.objectContaining({
        dni: oneOfTwo,
        titulacion: 'Grado en Ingeniería de Tecnologías de Telecomunicación',
        motivo: 'ausente',
      }),
    ]);
    expect(full.bajas.total).toBe(full.bajas.primeras.length);

    const csv = await report(full.id);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('bajas-expediente.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('"DNI/NIE";"Apellidos";"Nombre";"Titulación";"Motivo"');
    expect(lines).toContain(
      `"${absent}";"Cano Gil";"Lucía";"Grado en Ingeniería Informática";"No está en el fichero (importación completa)"`,
    );
    expect((await report(full.id, 'en')).body).toContain('"Left, in the file"');

    // An incremental file ends only what it says.
    const partial = await client.preview(
      recordCsv([person(leavesByRow, 'Blanco Ruiz', 'G-INF', { estado: 'baja' })]),
    );
    expect(partial.bajas.primeras.map((l) => [l.dni, l.motivo])).toEqual([[leavesByRow, 'baja']]);
    expect((await report(2_000_000_000)).statusCode).toBe(404);
  });

  it('keeps the studies of a person whose row a full import refused: they are in the file', async () => {
    const [fine, refused] = [randomDni(), randomDni()];
    await client.apply(
      recordCsv([enrolled(fine, 'G-INF'), enrolled(refused, 'G-INF', { apellidos: 'Rivas Lago' })]),
    );
    const full = await client.preview(
      recordCsv([
        enrolled(fine, 'G-INF'),
        enrolled(refused, 'G-INF', { apellidos: 'Rivas Lago', nota_media: '11' }),
      ]),
      { completa: 'true' },
    );
    expect(full.resumen?.rechazadas).toBe(1);
    expect(full.bajas.primeras.map((l) => l.dni)).not.toContain(refused);
    const res = await client.confirm(full.id, true);
    expect(res.json()).toMatchObject({ status: 0 });
    const person = await personOf(t, refused);
    expect(person?.studies[0]).toMatchObject({ estadoRegistro: 'matriculado', enCurso: true });
    const [entry] = await t.ctx.db.select().from(recordPeople).where(eq(recordPeople.dni, refused));
    expect(entry?.enRegistro).toBe(true);
  });

  it('keeps them too when only the record’s link finds the account, not its DNI', async () => {
    const [fine, linked] = [randomDni(), randomDni()];
    await client.apply(recordCsv([enrolled(fine, 'G-INF'), enrolled(linked, 'G-INF')]));
    const userId = (await personOf(t, linked))?.user.id ?? 0;
    // The account's own DNI was corrected since: the record's link to it still names the person.
    const corrected = randomDni();
    await t.ctx.db.update(candidates).set({ dni: corrected }).where(eq(candidates.userId, userId));
    const full = await client.preview(
      recordCsv([enrolled(fine, 'G-INF'), enrolled(linked, 'G-INF', { nota_media: '11' })]),
      { completa: 'true' },
    );
    expect(full.resumen?.rechazadas).toBe(1);
    expect(full.bajas.primeras.map((l) => l.dni)).not.toContain(corrected);
    expect((await client.confirm(full.id, true)).json()).toMatchObject({ status: 0 });
    const studies = await t.ctx.db
      .select()
      .from(candidateStudies)
      .where(eq(candidateStudies.candidateId, userId));
    expect(studies[0]).toMatchObject({ estadoRegistro: 'matriculado', enCurso: true });
  });
});
