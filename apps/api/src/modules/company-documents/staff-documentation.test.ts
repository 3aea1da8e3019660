import {
  companyDocumentCalls,
  staffDocumentationCalls as calls,
  type DocumentationFile,
  type StaffCompanyDocument,
  type StaffDocumentationFile,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import {
  buildCompanyWithDocuments,
  buildDocumentationFiles,
} from '../../test/fixture-documentation.ts';
import { createTestApp } from '../../test/test-app.ts';
import { renderSectionedPdf } from '../../lib/pdf/index.ts';

const t = await createTestApp();
// A manager, the office's documentation, and two companies with documents of their own.
const staff = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
await buildDocumentationFiles(t.ctx.db);
const sierra = await buildCompanyWithDocuments(t.ctx.db);
const company = await t.authHeader(sierra.user.email, 'PrivadoEmpresa');
const otherCompany = await buildCompanyWithDocuments(t.ctx.db, 'Construcciones Duero');

const get = (url: string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url, payload, headers });
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type is the caller's
const datos = <T>(res: { json: () => unknown }): T => (res.json() as { datos: T }).datos;

const pdfOf = (titulo: string) =>
  renderSectionedPdf({
    titulo,
    universidad: 'Universidad',
    referencia: titulo,
    creado: new Date(),
    secciones: [{ titulo, lineas: [[null, titulo]] }],
  });

const auditRows = (accion: string, id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accion, accion), eq(auditLog.entidadId, String(id))));

describe('documentation for companies in the back-office', () => {
  it('lists every file with filters by section, audience and text', async () => {
    const all = datos<StaffDocumentationFile[]>(await get(calls.list.path));
    expect(new Set(all.map((f) => f.seccion))).toEqual(
      new Set(['anexos', 'notas_informativas', 'otros']),
    );
    const notes = datos<StaffDocumentationFile[]>(
      await get(`${calls.list.path}?seccion=notas_informativas`),
    );
    expect(notes.every((f) => f.seccion === 'notas_informativas')).toBe(true);
    const found = datos<StaffDocumentationFile[]>(await get(`${calls.list.path}?texto=titulados`));
    expect(found.map((f) => f.titulo)).toContain('Anexo de prácticas para titulados');
    expect((await get(`${calls.list.path}?seccion=convenios`)).statusCode).toBe(400);
  });

  it('publishes, replaces and removes a file; companies see each change; all audited', async () => {
    const first = await pdfOf('Anexo III');
    const added = await post(calls.add.path, {
      seccion: 'anexos',
      colectivo: 'estudiantes',
      modalidad: 'curricular',
      idPrograma: null,
      titulo: 'Anexo III: evaluación del tutor',
      descripcion: 'Informe final del tutor de la entidad.',
      ficheroB64ParaAltas: first.toString('base64'),
      extension_adjunto: 'pdf',
      nombre: 'anexo-iii.pdf',
    });
    expect(added.statusCode).toBe(200);
    const file = datos<StaffDocumentationFile>(added);
    expect(file).toMatchObject({
      seccion: 'anexos',
      nombreFichero: 'anexo-iii.pdf',
      bytes: first.length,
    });
    expect(await auditRows('documentacion.publicar', file.id)).toHaveLength(1);

    const seen = datos<DocumentationFile[]>(
      await get(`${companyDocumentCalls.annexes.path}?colectivo=estudiantes`, company),
    );
    const companyView = seen.find((f) => f.id === file.id);
    expect(companyView).toBeDefined();
    expect((await get(companyView?.enlace ?? '', company)).rawPayload.equals(first)).toBe(true);
    // Graduates' annexes do not include it.
    const graduates = datos<DocumentationFile[]>(
      await get(`${companyDocumentCalls.annexes.path}?colectivo=titulados`, company),
    );
    expect(graduates.some((f) => f.id === file.id)).toBe(false);

    const second = await pdfOf('Anexo III v2');
    const edited = await post(calls.edit.path, {
      id: file.id,
      seccion: 'anexos',
      colectivo: 'todos',
      titulo: 'Anexo III: evaluación del tutor (2026)',
      idPrograma: null,
      ficheroB64ParaAltas: second.toString('base64'),
      extension_adjunto: 'pdf',
      nombre: 'anexo-iii-2026.pdf',
    });
    expect(edited.statusCode).toBe(200);
    expect(datos<StaffDocumentationFile>(edited)).toMatchObject({
      colectivo: 'todos',
      nombreFichero: 'anexo-iii-2026.pdf',
    });
    expect((await get(companyView?.enlace ?? '', company)).rawPayload.equals(second)).toBe(true);
    const [audit] = await auditRows('documentacion.sustituir', file.id);
    expect(audit?.antes).toMatchObject({ colectivo: 'estudiantes' });
    expect(audit?.despues).toMatchObject({ colectivo: 'todos' });

    // Data only (no new file).
    const renamed = await post(calls.edit.path, {
      id: file.id,
      seccion: 'otros',
      colectivo: 'todos',
      titulo: 'Evaluación del tutor',
      idPrograma: null,
    });
    expect(datos<StaffDocumentationFile>(renamed)).toMatchObject({
      seccion: 'otros',
      nombreFichero: 'anexo-iii-2026.pdf',
    });

    expect((await post(calls.remove.path, { id: file.id })).json()).toMatchObject({ status: 0 });
    expect((await get(companyView?.enlace ?? '', company)).statusCode).toBe(404);
    expect(await auditRows('documentacion.eliminar', file.id)).toHaveLength(1);
    expect((await post(calls.remove.path, { id: file.id })).statusCode).toBe(404);
    expect(
      (
        await post(calls.edit.path, {
          id: file.id,
          seccion: 'otros',
          titulo: 'Nada',
          idPrograma: null,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a bad file (46), a missing title (400) and an unknown programme (404)', async () => {
    const base = {
      seccion: 'otros',
      colectivo: 'todos',
      idPrograma: null,
      titulo: 'Documento',
      ficheroB64ParaAltas: Buffer.from('MZ\x90\x00binary', 'latin1').toString('base64'),
      extension_adjunto: 'docx',
      nombre: 'documento.docx',
    };
    expect((await post(calls.add.path, base)).json()).toMatchObject({ status: 46 });
    const pdf = (await pdfOf('x')).toString('base64');
    const noTitle = await post(calls.add.path, {
      ...base,
      titulo: '',
      ficheroB64ParaAltas: pdf,
      extension_adjunto: 'pdf',
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ datos: { errores: [{ campo: 'titulo' }] } });
    const noProgramme = await post(calls.add.path, {
      ...base,
      idPrograma: 999999,
      ficheroB64ParaAltas: pdf,
      extension_adjunto: 'pdf',
    });
    expect(noProgramme.statusCode).toBe(404);
  });

  it('shows the documents companies uploaded, and downloads them', async () => {
    const docs = datos<StaffCompanyDocument[]>(await get(calls.companyDocuments.path));
    const mine = docs.filter((d) => d.empresa === 'Ingeniería Sierra');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const only = datos<StaffCompanyDocument[]>(
      await get(`${calls.companyDocuments.path}?idEmpresa=${String(mine[0]?.idEmpresa)}`),
    );
    expect(only.every((d) => d.empresa === 'Ingeniería Sierra')).toBe(true);
    expect(docs.some((d) => d.idEmpresa === otherCompany.company.id)).toBe(true);
    const file = await get(mine[0]?.enlace ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for staff only: candidate and company tokens are refused', async () => {
    const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
    for (const headers of [candidate, company]) {
      expect((await get(calls.list.path, headers)).statusCode).toBe(403);
      expect((await get(calls.companyDocuments.path, headers)).statusCode).toBe(403);
      expect((await post(calls.remove.path, { id: 1 }, headers)).statusCode).toBe(403);
      expect((await post(calls.add.path, {}, headers)).statusCode).toBe(403);
      expect((await get(calls.file.path.replace(':id', '1'), headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: calls.list.path })).statusCode).toBe(401);
  });
});

describe('documentation export (exportaDocumentacionEmpresas)', () => {
  const csvLines = (text: string) => text.replace('\uFEFF', '').trim().split('\r\n');
  const exportUrl = (query: string) => `${calls.exportList.path}?${query}`;

  it('exports the files as the list is filtered: section, audience and text', async () => {
    const res = await get(exportUrl('formato=csv&seccion=anexos&colectivo=estudiantes'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('documentacion-');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      '"Id";"Título";"Fichero";"Sección";"Destinatarios";"Modalidad";"Programa";"Última modificación"',
    );
    const listed = datos<StaffDocumentationFile[]>(
      await get(`${calls.list.path}?seccion=anexos&colectivo=estudiantes`),
    );
    expect(lines).toHaveLength(listed.length + 1);
    const first = lines.find((l) => l.includes('Anexo I: proyecto formativo'));
    expect(first).toMatch(
      /^"\d+";"Anexo I: proyecto formativo de prácticas curriculares";"[^"]+";"Anexos de prácticas";"Estudiantes";"Curriculares";"";"\d{4}-\d{2}-\d{2}"$/,
    );

    const programme = csvLines((await get(exportUrl('formato=csv&texto=Talento%20Europa'))).body);
    expect(programme).toHaveLength(2);
    expect(programme[1]).toContain('"Otros documentos";"Titulados";"";"Programa Talento Europa";');
    expect(csvLines((await get(exportUrl('formato=csv&texto=inexistente'))).body)).toHaveLength(1);
  });

  it('writes the header and labels in English for Accept-Language: en, and XLSX', async () => {
    const english = { ...staff, 'accept-language': 'en' };
    const csv = csvLines(
      (await get(exportUrl('formato=csv&seccion=notas_informativas'), english)).body,
    );
    expect(csv[0]).toBe(
      '"Id";"Title";"File";"Section";"Audience";"Modality";"Programme";"Last modified"',
    );
    expect(csv.join('\n')).toContain('"Nota informativa: prácticas curriculares";');
    expect(csv.join('\n')).toContain('"Training notes";"Students and graduates";"Curricular"');
    const xlsx = await get(exportUrl('formato=xlsx&seccion=notas_informativas'), english);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers 400 for an unknown section or format and 403 to a company', async () => {
    const bad = await get(exportUrl('seccion=convenios'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('seccion');
    expect((await get(exportUrl('formato=pdf'))).statusCode).toBe(400);
    expect((await get(exportUrl('formato=csv'), company)).statusCode).toBe(403);
  });
});
