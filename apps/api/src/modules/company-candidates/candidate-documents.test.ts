import type { CandidateCv } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { candidateDocuments } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { insertApplication } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { companyCandidatesFixture } from './company-candidates.fixtures.ts';

const t = await createTestApp();
const { companyWithOffer } = await companyCandidatesFixture(t);

/** A candidate with an own CV (1), a social-security proof (2) and an academic record (5). */
async function candidateWithDocuments() {
  const candidate = await buildCandidate(t.ctx.db);
  const store = async (idTipoDocumento: number, nombre: string, text: string) => {
    const data = Buffer.from(text);
    const storageKey = await t.ctx.storage.put(data, 'pdf');
    const [row] = await t.ctx.db
      .insert(candidateDocuments)
      .values({
        candidateId: candidate.id,
        idTipoDocumento,
        nombre,
        storageKey,
        extension: 'pdf',
        mime: 'application/pdf',
        bytes: data.length,
      })
      .returning();
    if (!row) {
      throw new Error('document not stored');
    }
    return row;
  };
  return {
    candidate,
    ownCv: await store(1, 'cv-olga.pdf', '%PDF-1.4 cv'),
    socialSecurity: await store(2, 'nss.pdf', '%PDF-1.4 nss'),
    record: await store(5, 'expediente.pdf', '%PDF-1.4 expediente'),
  };
}

const file = (applicationId: number, documentId: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Empresa/documentoCandidato/${String(applicationId)}/${String(documentId)}`,
    headers,
  });

describe('the candidate documents a company sees with the CV', () => {
  it('lists the own CV and the academic record, not the other documents, and sends them', async () => {
    const c = await companyWithOffer();
    const docs = await candidateWithDocuments();
    const application = await insertApplication(t.ctx.db, c.offer.id, docs.candidate.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/dameCandidato/${String(application.id)}`,
      headers: c.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ datos: CandidateCv }>().datos.documentos).toEqual([
      {
        idDocumento: docs.ownCv.id,
        idTipoDocumento: 1,
        tipo: 'CV propio',
        nombre: 'cv-olga.pdf',
        bytes: docs.ownCv.bytes,
      },
      {
        idDocumento: docs.record.id,
        idTipoDocumento: 5,
        tipo: 'Certificado académico',
        nombre: 'expediente.pdf',
        bytes: docs.record.bytes,
      },
    ]);

    const english = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/dameCandidato/${String(application.id)}`,
      headers: { ...c.headers, 'accept-language': 'en' },
    });
    expect(english.json<{ datos: CandidateCv }>().datos.documentos.map((d) => d.tipo)).toEqual([
      'Own CV',
      'Academic transcript',
    ]);

    const download = await file(application.id, docs.ownCv.id, c.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''cv-olga.pdf");
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.body).toBe('%PDF-1.4 cv');
  });

  it("refuses the other documents, another candidate's and another company's (404)", async () => {
    const c = await companyWithOffer();
    const other = await companyWithOffer();
    const docs = await candidateWithDocuments();
    const stranger = await candidateWithDocuments();
    const application = await insertApplication(t.ctx.db, c.offer.id, docs.candidate.id);
    for (const [documentId, headers] of [
      [docs.socialSecurity.id, c.headers],
      [stranger.ownCv.id, c.headers],
      [docs.ownCv.id, other.headers],
    ] as const) {
      const res = await file(application.id, documentId, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ status: number }>().status).not.toBe(0);
    }
  });

  it('keeps the files hidden while the pre-enrolment documents are unsigned (515)', async () => {
    const c = await companyWithOffer();
    const docs = await candidateWithDocuments();
    const application = await insertApplication(t.ctx.db, c.offer.id, docs.candidate.id, {
      pendienteFirma: true,
    });
    const res = await file(application.id, docs.ownCv.id, c.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ status: number }>().status).toBe(515);
  });
});
