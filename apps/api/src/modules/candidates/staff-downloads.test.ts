import type { Internship, StaffCandidateSheet, StaffInternshipDetail } from '@portal/contracts';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildInternship } from '../../test/fixture-internships.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
// A manager; a student with an internship in progress (two documents asked of them); another
// candidate and a company.
const managerUser = await buildStaff(t.ctx.db, 'gestor');
const manager = await staffHeader(t, managerUser.email);
const studentUser = await buildCandidate(t.ctx.db);
await buildInternship(t.ctx.db, studentUser.id);
const student = await t.authHeader(studentUser.email);
const otherCandidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
const company = await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa');

const get = (url: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const upload = (nombre: string, extra: object) => ({
  nombre,
  extension_adjunto: 'pdf',
  ficheroB64ParaAltas: pdf.toString('base64'),
  ...extra,
});

const lastAudit = async () =>
  (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

// The student keeps a CV document (own CV, type 1) and a process document (type 2).
const cvDoc = (
  await post('/api/Alumno/addDoc', upload('Mi CV.pdf', { idTipoDocumento: 1 }), student)
).json<{ datos: { idDocumento: number } }>().datos;
const processDoc = (
  await post('/api/Alumno/addDoc', upload('Seguridad social.pdf', { idTipoDocumento: 2 }), student)
).json<{ datos: { idDocumento: number } }>().datos;
const studentId = studentUser.id;

describe('a candidate’s documents on the staff sheet', () => {
  it('lists each document in its CV group with a staff download address, and the CV PDF', async () => {
    const sheet = (await get(`/api/Gestion/dameCandidato/${String(studentId)}`)).json<{
      datos: StaffCandidateSheet;
    }>().datos;
    expect(sheet.urlCV).toBe(`/api/Gestion/dameCVCandidato/${String(studentId)}`);
    const byId = new Map(sheet.documentos.map((d) => [d.idDocumento, d]));
    expect(byId.get(cvDoc.idDocumento)).toMatchObject({
      nombre: 'Mi CV.pdf',
      idTipoDocumento: 1,
      tipo: 'CV propio',
      grupo: 'documentos',
      url: `/api/Gestion/descargaDocumentoCandidato/${String(cvDoc.idDocumento)}`,
    });
    expect(byId.get(processDoc.idDocumento)?.grupo).toBe('documentosProcesos');
  });

  it('downloads a document and writes who read whose file to the audit log', async () => {
    const res = await get(`/api/Gestion/descargaDocumentoCandidato/${String(cvDoc.idDocumento)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Mi%20CV.pdf");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(await lastAudit()).toMatchObject({
      actorEmail: managerUser.email,
      accion: 'candidato.descargar_documento',
      entidad: 'candidato',
      entidadId: String(studentId),
      despues: { idDocumento: cvDoc.idDocumento, nombre: 'Mi CV.pdf' },
    });
  });

  it('downloads the generated CV PDF (audited); an unknown id is 404', async () => {
    const res = await get(`/api/Gestion/dameCVCandidato/${String(studentId)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await lastAudit()).toMatchObject({
      accion: 'candidato.descargar_cv',
      entidadId: String(studentId),
    });
    const missing = await get('/api/Gestion/dameCVCandidato/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
    const noDoc = await get('/api/Gestion/descargaDocumentoCandidato/999999');
    expect(noDoc.statusCode).toBe(404);
  });

  it('refuses candidate and company tokens, even the document’s owner, and no token', async () => {
    const before = (await lastAudit())?.id;
    const urls = [
      `/api/Gestion/descargaDocumentoCandidato/${String(cvDoc.idDocumento)}`,
      `/api/Gestion/dameCVCandidato/${String(studentId)}`,
    ];
    for (const url of urls) {
      for (const headers of [student, otherCandidate, company]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(403);
        expect(res.rawPayload.equals(pdf)).toBe(false);
      }
      expect((await get(url, {})).statusCode).toBe(401);
    }
    expect((await lastAudit())?.id).toBe(before);
  });

  it('another candidate cannot read the document through the candidate call either', async () => {
    const res = await get(`/api/Alumno/documentoCandidato/${String(cvDoc.idDocumento)}`, {
      ...otherCandidate,
    });
    expect(res.statusCode).toBe(404);
  });
});

const [practica] = (await get('/api/Alumno/damePracticasAlumno', student)).json<{
  datos: Internship[];
}>().datos;
if (!practica) {
  throw new Error('the student has no internship');
}
const requested = practica.documentos[0];
if (!requested) {
  throw new Error('no requested document');
}
await post(
  '/api/Alumno/addDocumentoPractica',
  upload('informe.pdf', { idDocumento: requested.idDocumento }),
  student,
);
const detail = async () =>
  (await get(`/api/Gestion/damePractica/${String(practica.idPractica)}`)).json<{
    datos: StaffInternshipDetail;
  }>().datos;

describe('internship documents in the back-office', () => {
  it('gives a download address only to delivered documents', async () => {
    const docs = (await detail()).documentos;
    const delivered = docs.find((d) => d.idDocumento === requested.idDocumento);
    expect(delivered?.url).toBe(
      `/api/Gestion/descargaDocumentoPractica/${String(requested.idDocumento)}`,
    );
    const pending = docs.find((d) => !d.entregado);
    expect(pending?.url).toBeNull();
    const res = await get(`/api/Gestion/descargaDocumentoPractica/${String(pending?.idDocumento)}`);
    expect(res.statusCode).toBe(404);
  });

  it('downloads the delivered file and audits it; other roles are refused', async () => {
    const url = `/api/Gestion/descargaDocumentoPractica/${String(requested.idDocumento)}`;
    for (const headers of [student, otherCandidate, company]) {
      expect((await get(url, headers)).statusCode).toBe(403);
    }
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''informe.pdf");
    expect(await lastAudit()).toMatchObject({
      actorEmail: managerUser.email,
      accion: 'practica.descargar_documento',
      entidad: 'practica',
      entidadId: String(practica.idPractica),
      despues: {
        idDocumento: requested.idDocumento,
        fichero: 'informe.pdf',
        idCandidato: studentId,
      },
    });
  });
});
