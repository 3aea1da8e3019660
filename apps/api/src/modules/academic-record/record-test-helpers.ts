import { academicRecordCalls, callUrl, recordColumns, type RecordImport } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { candidates, candidateStudies, users } from '../../db/schema.ts';
import { buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { recordDegreeCodes } from './academic-record.table.ts';

/** One row of a record file, by column name; the rest left empty. */
export type RecordFileRow = Partial<Record<(typeof recordColumns)[number], string>>;

/** A record file as a careers office exports it: header, then rows (`;` by default). */
export function recordCsv(rows: RecordFileRow[], separator = ';'): string {
  const quote = (v: string) =>
    v.includes(separator) || v.includes('"') || v.includes('\n')
      ? `"${v.replaceAll('"', '""')}"`
      : v;
  return [
    recordColumns.join(separator),
    ...rows.map((r) => recordColumns.map((c) => quote(r[c] ?? '')).join(separator)),
  ].join('\r\n');
}

/** A person enrolled in the degree with this code, with everything filled in. */
export const enrolled = (
  dni: string,
  codigo: string,
  extra: RecordFileRow = {},
): RecordFileRow => ({
  dni,
  nombre: 'Lucía',
  apellidos: 'Martín Vega',
  email_institucional: `${dni.toLowerCase()}@alumnos.uni.es`,
  email_personal: '',
  fecha_nacimiento: '04/03/2002',
  codigo_titulacion: codigo,
  estado: 'matriculado',
  curso: '3',
  creditos_superados: '150,5',
  creditos_totales: '240',
  nota_media: '7,25',
  fecha_inicio: '01/09/2021',
  fecha_fin: '',
  centro: 'Facultad de Ciencias',
  ...extra,
});

/** An administrator's session and the calls of the record's back-office. */
export async function recordClient(t: TestApp) {
  const admin = await buildStaff(t.ctx.db);
  const headers = await staffHeader(t, admin.email);
  const upload = (
    file: string | Buffer,
    query: Record<string, string> = {},
    auth: Record<string, string> = headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: callUrl(academicRecordCalls.importFile, {
        query: { fichero: 'expediente.csv', ...query },
      }),
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
    });
  const preview = async (file: string | Buffer, query: Record<string, string> = {}) => {
    const res = await upload(file, query);
    const body = res.json<{ status: number; datos: RecordImport; mensaje: string | null }>();
    if (body.status !== 0) {
      throw new Error(`import refused: ${res.body}`);
    }
    return body.datos;
  };
  const confirm = (id: number, omitirRechazadas = false) =>
    t.app.inject({
      method: 'POST',
      url: callUrl(academicRecordCalls.confirm, { params: { id } }),
      headers,
      payload: { omitirRechazadas },
    });
  /** Previews and confirms; answers the applied import. */
  const apply = async (file: string, query: Record<string, string> = {}) => {
    const previewed = await preview(file, query);
    const res = await confirm(previewed.id, query.omitirRechazadas === 'true');
    const body = res.json<{ status: number; datos: RecordImport }>();
    if (body.status !== 0) {
      throw new Error(`confirm refused: ${res.body}`);
    }
    return body.datos;
  };
  return { admin, headers, upload, preview, confirm, apply };
}

/** Maps a code of this test to a portal degree. */
export async function mapCode(t: TestApp, codigo: string, idTitulacion: number) {
  await t.ctx.db
    .insert(recordDegreeCodes)
    .values({ codigo, idTitulacion })
    .onConflictDoUpdate({ target: recordDegreeCodes.codigo, set: { idTitulacion } });
}

/** The account, profile and record studies of the person with this DNI (canonical spelling). */
export async function personOf(t: TestApp, dni: string) {
  const [row] = await t.ctx.db
    .select({ user: users, candidate: candidates })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.dni, dni));
  if (!row) {
    return undefined;
  }
  const studies = await t.ctx.db
    .select()
    .from(candidateStudies)
    .where(eq(candidateStudies.candidateId, row.user.id));
  return { ...row, studies };
}
