import {
  companyDocumentCalls as calls,
  type CompanyDocument,
  type DocumentationFile,
  type InternshipDocumentItem,
  type InternshipWithDocuments,
  type ProgrammeDocuments,
  UPLOAD_MAX_BYTES,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { internshipDocuments, internships } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import {
  buildCompanyWithDocuments,
  buildDocumentationFiles,
} from '../../test/fixture-documentation.ts';
import { createTestApp } from '../../test/test-app.ts';
import { renderSectionedPdf } from '../../lib/pdf/index.ts';

const t = await createTestApp();
// The office's documentation, and a company with documents of its own and an internship.
await buildDocumentationFiles(t.ctx.db);
const sierra = await buildCompanyWithDocuments(t.ctx.db);
const company = await t.authHeader(sierra.user.email, 'PrivadoEmpresa');
const other = await buildCompany(t.ctx.db);
const otherHeaders = await t.authHeader(other.user.email, 'PrivadoEmpresa');

const get = (url: string, headers: Record<string, string> = company) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = company) =>
  t.app.inject({ method: 'POST', url, payload, headers });
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type is the caller's
const datos = <T>(res: { json: () => unknown }): T => (res.json() as { datos: T }).datos;

const samplePdf = await renderSectionedPdf({
  titulo: 'Certificado',
  universidad: 'Universidad',
  referencia: 'REF',
  creado: new Date(),
  secciones: [{ titulo: 'Datos', lineas: [['Empresa', 'Ingeniería Sierra']] }],
});
const b64 = (data: Buffer) => data.toString('base64');

describe('documentation published by the careers office', () => {
  it('lists the annexes, all or for one audience, and serves each as a real PDF', async () => {
    const all = datos<DocumentationFile[]>(await get(calls.annexes.path));
    expect(all.map((f) => f.titulo)).toEqual(
      expect.arrayContaining([
        'Anexo I: proyecto formativo de prácticas curriculares',
        'Anexo de prácticas para titulados',
      ]),
    );
    const students = datos<DocumentationFile[]>(
      await get(`${calls.annexes.path}?colectivo=estudiantes`),
    );
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((f) => f.colectivo !== 'titulados')).toBe(true);
    const first = students[0];
    if (!first) {
      throw new Error('no annex');
    }
    expect(first.bytes).toBeGreaterThan(0);
    const file = await get(first.enlace);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(first.bytes);
    // Any company may read the office's documentation; an unknown id is 404.
    expect((await get(first.enlace, otherHeaders)).statusCode).toBe(200);
    expect((await get(calls.file.path.replace(':id', '999999'))).statusCode).toBe(404);
  });

  it('refuses an unknown audience (400)', async () => {
    const res = await get(`${calls.annexes.path}?colectivo=todos-los-demas`);
    expect(res.statusCode).toBe(400);
  });

  it('lists the training notes and the other documents grouped by programme', async () => {
    const notes = datos<DocumentationFile[]>(await get(calls.notes.path));
    expect(notes.map((n) => n.modalidad).sort()).toEqual(['curricular', 'extracurricular']);
    const groups = datos<ProgrammeDocuments[]>(await get(calls.byProgramme.path));
    expect(groups[0]?.idPrograma).toBeNull();
    expect(groups.find((g) => g.programa === 'Programa Talento Europa')?.documentos).toHaveLength(
      1,
    );
    const students = datos<ProgrammeDocuments[]>(
      await get(`${calls.byProgramme.path}?colectivo=estudiantes`),
    );
    expect(students.some((g) => g.idPrograma !== null)).toBe(false);
  });

  it('is for companies only', async () => {
    const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
    for (const call of [calls.annexes, calls.notes, calls.byProgramme, calls.ownDocuments]) {
      expect((await get(call.path, candidate)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: call.path })).statusCode).toBe(401);
    }
    expect((await post(calls.addDocument.path, {}, candidate)).statusCode).toBe(403);
  });
});

describe("the company's own documents (adddoc, documentosAportados, deldoc)", () => {
  it('lists its documents newest first and downloads them', async () => {
    const own = datos<CompanyDocument[]>(await get(calls.ownDocuments.path));
    expect(own.map((d) => d.nombre)).toEqual([
      'Póliza de responsabilidad civil',
      'Certificado de estar al corriente con Hacienda',
    ]);
    const file = await get(own[0]?.enlace ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.pdf');
    expect((await get(own[0]?.enlace ?? '', otherHeaders)).statusCode).toBe(404);
  });

  it('uploads a PDF (513), which then appears first, and deletes it', async () => {
    const res = await post(calls.addDocument.path, {
      ficheroB64ParaAltas: b64(samplePdf),
      extension_adjunto: 'pdf',
      nombre: 'Escrituras de la sociedad',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; datos: CompanyDocument; mensaje: string }>();
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      nombre: 'Escrituras de la sociedad',
      bytes: samplePdf.length,
    });
    const own = datos<CompanyDocument[]>(await get(calls.ownDocuments.path));
    expect(own[0]?.id).toBe(body.datos.id);
    const file = await get(body.datos.enlace);
    expect(file.rawPayload.equals(samplePdf)).toBe(true);

    // Another company can neither delete nor see it.
    const refused = await post(calls.deleteDocument.path, { id: body.datos.id }, otherHeaders);
    expect(refused.statusCode).toBe(404);
    expect(datos<CompanyDocument[]>(await get(calls.ownDocuments.path, otherHeaders))).toEqual([]);

    const deleted = await post(calls.deleteDocument.path, { id: body.datos.id });
    expect(deleted.json()).toMatchObject({ status: 0 });
    expect((await get(body.datos.enlace)).statusCode).toBe(404);
    expect((await post(calls.deleteDocument.path, { id: body.datos.id })).statusCode).toBe(404);
  });

  it('accepts a text file and refuses other extensions, disguised content and 5 MB (46)', async () => {
    const txt = await post(calls.addDocument.path, {
      ficheroB64ParaAltas: b64(Buffer.from('Horario de la empresa: 8 a 15 h\n')),
      extension_adjunto: '.TXT',
      nombre: 'Horario',
    });
    expect(txt.statusCode).toBe(200);

    const exe = await post(calls.addDocument.path, {
      ficheroB64ParaAltas: b64(Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary', 'latin1')),
      extension_adjunto: 'exe',
      nombre: 'programa',
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({
      status: 46,
      datos: { errores: [{ campo: 'extension_adjunto' }] },
    });

    const disguised = await post(calls.addDocument.path, {
      ficheroB64ParaAltas: b64(Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary', 'latin1')),
      extension_adjunto: 'pdf',
      nombre: 'falso.pdf',
    });
    expect(disguised.json()).toMatchObject({
      status: 46,
      datos: { errores: [{ campo: 'ficheroB64ParaAltas' }] },
    });

    // One byte over the limit, or a file of 6,000 KB, is told the limit (46); bodies past the
    // request limit stop before (413).
    for (const size of [UPLOAD_MAX_BYTES + 1, 6000 * 1024]) {
      const big = Buffer.concat([samplePdf, Buffer.alloc(size - samplePdf.length)]);
      const tooBig = await post(calls.addDocument.path, {
        ficheroB64ParaAltas: b64(big),
        extension_adjunto: 'pdf',
        nombre: 'grande.pdf',
      });
      expect(tooBig.json()).toMatchObject({
        status: 46,
        datos: {
          errores: [
            {
              campo: 'ficheroB64ParaAltas',
              mensaje: 'El fichero supera el tamaño máximo permitido (5000 KB)',
            },
          ],
        },
      });
    }

    const missing = await post(calls.addDocument.path, { extension_adjunto: 'pdf', nombre: 'x' });
    expect(missing.statusCode).toBe(400);
  });
});

describe("documents of the company's internships", () => {
  it('lists internships with documents and their documents; another company gets 404', async () => {
    const list = datos<InternshipWithDocuments[]>(await get(calls.internships.path));
    expect(list).toHaveLength(1);
    const [internship] = list;
    if (!internship) {
      throw new Error('no internship');
    }
    expect(internship).toMatchObject({
      titulo: 'Prácticas en cálculo de estructuras',
      alumno: 'Hugo Llorente Sanz',
      documentos: 1,
      entregados: 0,
    });
    const docs = datos<InternshipDocumentItem[]>(
      await get(`${calls.internshipDocuments.path}?idPractica=${String(internship.idPractica)}`),
    );
    expect(docs).toMatchObject([
      { nombre: 'Informe intermedio del estudiante', entregado: false, enlace: null },
    ]);
    const refused = await get(
      `${calls.internshipDocuments.path}?idPractica=${String(internship.idPractica)}`,
      otherHeaders,
    );
    expect(refused.statusCode).toBe(404);
    expect(
      datos<InternshipWithDocuments[]>(await get(calls.internships.path, otherHeaders)),
    ).toEqual([]);
    // Not delivered yet: nothing to download.
    const noFile = await get(calls.internshipDocumentFile.path.replace(':id', String(docs[0]?.id)));
    expect(noFile.statusCode).toBe(404);
  });

  it('downloads a delivered document only for its company', async () => {
    const [internship] = await t.ctx.db
      .select({ id: internships.id })
      .from(internships)
      .where(eq(internships.companyId, sierra.company.id));
    const key = await t.ctx.storage.put(samplePdf, 'pdf');
    const [doc] = await t.ctx.db
      .insert(internshipDocuments)
      .values({
        internshipId: internship?.id ?? 0,
        nombre: 'Memoria final',
        nombreFichero: 'memoria.pdf',
        storageKey: key,
        extension: 'pdf',
        mime: 'application/pdf',
        bytes: samplePdf.length,
        entregadoAt: new Date(),
      })
      .returning();
    const url = calls.internshipDocumentFile.path.replace(':id', String(doc?.id));
    const ok = await get(url);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(samplePdf)).toBe(true);
    expect((await get(url, otherHeaders)).statusCode).toBe(404);
  });
});
