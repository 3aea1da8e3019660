import { createReadStream } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import {
  recordDegreeCodes,
  recordImportRefusals,
  recordImportRows,
  recordImports,
} from './academic-record.table.ts';
import { recordLines, UnreadableRecordFile, type RecordFormat } from './record-file.ts';
import {
  checkRecordRow,
  columnMapOf,
  type RecordHeader,
  personalDataOf,
  type RecordRow,
  type RowRefusal,
} from './record-row.ts';

const BATCH = 500;

/** Progress of a running phase, reported as it goes. */
export type ProgressSink = (done: number, total: number) => Promise<void> | void;

/** The university's degree codes as the file writes them (case and spaces aside). */
export const degreeCodeKey = (code: string) => code.trim().toUpperCase();

async function lineCountOf(file: string, format: RecordFormat): Promise<number> {
  if (format === 'xlsx') {
    return 0;
  }
  let lines = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    const bytes = chunk as Buffer;
    for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) {
      lines += 1;
    }
  }
  return lines;
}

/**
 * Reads the file into the import's working rows: each data row is checked against the format
 * and the degree-code mapping; a row of a person whose other rows say otherwise (name, emails,
 * birth date), a second row for the same person and degree, and a new account's email already
 * taken by another person of the file are refused too. Nothing outside the import changes.
 * Answers the number of data rows read and the file's columns that are not the record's.
 */
export async function readIntoImport(
  db: Db,
  importId: number,
  file: string,
  format: RecordFormat,
  progress: ProgressSink,
): Promise<{ read: number; ignored: string[] }> {
  const codes = new Map(
    (await db.select().from(recordDegreeCodes)).map((c) => [
      degreeCodeKey(c.codigo),
      c.idTitulacion,
    ]),
  );
  const degreeOf = (code: string) => codes.get(degreeCodeKey(code));
  const estimated = Math.max((await lineCountOf(file, format)) - 1, 0);
  const personOf = new Map<string, { linea: number; data: string }>();
  const seenDegree = new Map<string, number>();
  const emailOwner = new Map<string, { dni: string; linea: number }>();
  let rows: RecordRow[] = [];
  let refusals: RowRefusal[] = [];
  let read = 0;
  const flush = async () => {
    if (rows.length > 0) {
      await db.insert(recordImportRows).values(rows.map((r) => ({ ...r, importId })));
    }
    if (refusals.length > 0) {
      await db.insert(recordImportRefusals).values(refusals.map((r) => ({ ...r, importId })));
    }
    rows = [];
    refusals = [];
    await progress(read, Math.max(estimated, read));
  };
  let columns: RecordHeader | null = null;
  for await (const { line, cells } of recordLines(file, format)) {
    if (columns === null) {
      const header = columnMapOf(cells);
      if ('es' in header) {
        throw new UnreadableRecordFile(header.es, header.en);
      }
      columns = header;
      continue;
    }
    read += 1;
    const checked = checkRecordRow(line, cells, columns, degreeOf);
    if (Array.isArray(checked)) {
      refusals.push(...checked);
    } else {
      const refusal = crossCheck(checked, personOf, seenDegree, emailOwner);
      if (refusal) {
        refusals.push(refusal);
      } else {
        rows.push(checked);
      }
    }
    if (rows.length + refusals.length >= BATCH) {
      await flush();
    }
  }
  if (columns === null) {
    throw new UnreadableRecordFile(
      'el fichero está vacío: falta la cabecera',
      'the file is empty: the header is missing',
    );
  }
  await flush();
  return { read, ignored: columns.ignored };
}

/** The checks that need the rows read before: one person, one degree, one email. */
function crossCheck(
  row: RecordRow,
  personOf: Map<string, { linea: number; data: string }>,
  seenDegree: Map<string, number>,
  emailOwner: Map<string, { dni: string; linea: number }>,
): RowRefusal | null {
  const degreeKey = `${row.dni}|${String(row.idTitulacion)}`;
  const earlierDegree = seenDegree.get(degreeKey);
  if (earlierDegree !== undefined) {
    return {
      linea: row.linea,
      dni: row.dni,
      columna: 'codigo_titulacion',
      motivo: 'filaDuplicada',
      valor: row.codigo,
      detalle: { linea: earlierDegree },
    };
  }
  const person = personOf.get(row.dni);
  const data = personalDataOf(row);
  if (person && person.data !== data) {
    return {
      linea: row.linea,
      dni: row.dni,
      columna: null,
      motivo: 'datosPersonalesDistintos',
      valor: row.dni,
      detalle: { linea: person.linea },
    };
  }
  const email = row.emailInstitucional ?? row.emailPersonal;
  const owner = email === null ? undefined : emailOwner.get(email);
  if (email !== null && owner && owner.dni !== row.dni) {
    return {
      linea: row.linea,
      dni: row.dni,
      columna: row.emailInstitucional === null ? 'email_personal' : 'email_institucional',
      motivo: 'emailRepetido',
      valor: email,
      detalle: { linea: owner.linea },
    };
  }
  seenDegree.set(degreeKey, row.linea);
  if (!person) {
    personOf.set(row.dni, { linea: row.linea, data });
  }
  if (email !== null && !owner) {
    emailOwner.set(email, { dni: row.dni, linea: row.linea });
  }
  return null;
}

/**
 * People of the file the portal does not know yet (no account with their DNI) whose email is
 * already another candidate's: their rows are refused, naming the other account's DNI, since an
 * account cannot be made for them and the other one is not theirs.
 */
export async function refuseTakenEmails(db: Db, importId: number): Promise<void> {
  const taken = await queryRows(
    db,
    sql`
      with p as (
        select distinct on (r.dni) r.dni,
          lower(coalesce(r.email_institucional, r.email_personal)) as email,
          case when r.email_institucional is null then 'email_personal' else 'email_institucional' end as columna
        from ${recordImportRows} r where r.import_id = ${importId}
        order by r.dni, r.linea
      )
      select p.dni, p.email, p.columna, coalesce(c.dni, '') as otro
      from p
      join users u on lower(u.email) = p.email and u.role = 'alumno'
      left join candidates c on c.user_id = u.id
      where not exists (select 1 from record_people rp where rp.dni = p.dni and rp.user_id is not null)
        and not exists (select 1 from candidates c2 where normaliza_dni(c2.dni) = p.dni)`,
  );
  if (taken.length === 0) {
    return;
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const byDni = new Map(
    taken.map((t) => [
      text(t.dni),
      { columna: text(t.columna), email: text(t.email), otro: text(t.otro) },
    ]),
  );
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ linea: recordImportRows.linea, dni: recordImportRows.dni })
      .from(recordImportRows)
      .where(
        sql`${recordImportRows.importId} = ${importId} and ${inArray(recordImportRows.dni, [...byDni.keys()])}`,
      );
    await tx.insert(recordImportRefusals).values(
      rows.map((r) => {
        const t = byDni.get(r.dni);
        return {
          importId,
          linea: r.linea,
          dni: r.dni,
          columna: t?.columna ?? 'email_institucional',
          motivo: 'emailDeOtraCuenta',
          valor: t?.email ?? '',
          detalle: { dni: t?.otro ?? '' },
        };
      }),
    );
    await tx
      .delete(recordImportRows)
      .where(
        sql`${recordImportRows.importId} = ${importId} and ${inArray(recordImportRows.dni, [...byDni.keys()])}`,
      );
  });
}

/** Keeps the import's heartbeat and progress current (others see it is alive). */
export async function beat(db: Db, importId: number, done: number, total: number): Promise<void> {
  await db
    .update(recordImports)
    .set({ heartbeatAt: new Date(), hechos: done, total })
    .where(eq(recordImports.id, importId));
}
