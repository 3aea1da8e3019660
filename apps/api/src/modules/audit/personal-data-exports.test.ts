import type { AuditList } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateDocuments } from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { insertApplication, insertOffer, staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditLog } from './audit.table.ts';

const t = await createTestApp();
const staff = await buildStaff(t.ctx.db, 'gestor');
const staffHeaders = await staffHeader(t, staff.email);

/** The newest audit row of the action by that person. */
async function lastRow(accion: string, actorEmail: string) {
  const [row] = await t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accion, accion), eq(auditLog.actorEmail, actorEmail)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function companyWithCandidate() {
  const built = await buildCompany(t.ctx.db);
  const offer = await insertOffer(t.ctx.db, built.company.id, { titulo: 'Analista de datos' });
  const candidate = await buildCandidate(t.ctx.db);
  const application = await insertApplication(t.ctx.db, offer.id, candidate.id);
  const headers = await t.authHeader(built.user.email, 'PrivadoEmpresa');
  return { ...built, offer, candidate, application, headers };
}

describe('personal data leaving the portal is recorded in the audit log', () => {
  it("records a company's export of an offer's candidates: who, which offer, filters, rows", async () => {
    const c = await companyWithCandidate();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/exportaCandidatosProceso/${String(c.offer.id)}?formato=csv&estado=1`,
      headers: c.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await lastRow('oferta.exportar_candidatos', c.user.email);
    expect(row).toMatchObject({
      actorUserId: c.user.id,
      entidad: 'oferta',
      entidadId: String(c.offer.id),
      despues: { filtros: { estado: 1, soloNoLeidos: false }, formato: 'csv', filas: 1 },
    });
  });

  it('records nothing when the export is refused (another company’s offer)', async () => {
    const c = await companyWithCandidate();
    const other = await buildCompany(t.ctx.db);
    const headers = await t.authHeader(other.user.email, 'PrivadoEmpresa');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/exportaCandidatosProceso/${String(c.offer.id)}?formato=csv`,
      headers,
    });
    expect(res.statusCode).toBe(404);
    expect(await lastRow('oferta.exportar_candidatos', other.user.email)).toBeUndefined();
  });

  it("records a company's download of a candidate's CV and of a shared document", async () => {
    const c = await companyWithCandidate();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/dameCvCandidato/${String(c.application.id)}`,
      headers: c.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await lastRow('candidato.descargar_cv', c.user.email)).toMatchObject({
      entidad: 'candidato',
      entidadId: String(c.candidate.id),
      despues: { idEmpresa: c.company.id, idCandidatura: c.application.id },
    });

    const data = Buffer.from('%PDF-1.4 cv');
    const [doc] = await t.ctx.db
      .insert(candidateDocuments)
      .values({
        candidateId: c.candidate.id,
        idTipoDocumento: 1,
        nombre: 'cv-propio.pdf',
        storageKey: await t.ctx.storage.put(data, 'pdf'),
        extension: 'pdf',
        mime: 'application/pdf',
        bytes: data.length,
      })
      .returning();
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/documentoCandidato/${String(c.application.id)}/${String(doc?.id)}`,
      headers: c.headers,
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(await lastRow('candidato.descargar_documento', c.user.email)).toMatchObject({
      entidadId: String(c.candidate.id),
      despues: { idDocumento: doc?.id, nombre: 'cv-propio.pdf' },
    });
  });

  it('records the staff exports of candidates, applications and internships with their filters', async () => {
    const c = await companyWithCandidate();
    const candidates = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/exportaCandidatos?formato=xlsx&texto=${encodeURIComponent(c.candidate.email)}`,
      headers: staffHeaders,
    });
    expect(candidates.statusCode, candidates.body).toBe(200);
    expect(await lastRow('lista_candidatos.exportar', staff.email)).toMatchObject({
      actorUserId: staff.id,
      entidad: 'lista_candidatos',
      entidadId: null,
      despues: { filtros: { texto: c.candidate.email }, formato: 'xlsx', filas: 1 },
    });

    const applications = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/exportaCandidaturas?formato=csv&texto=${encodeURIComponent('Analista de datos')}`,
      headers: staffHeaders,
    });
    expect(applications.statusCode, applications.body).toBe(200);
    const applicationsRow = await lastRow('lista_candidaturas.exportar', staff.email);
    expect(applicationsRow?.despues).toMatchObject({
      filtros: { texto: 'Analista de datos' },
      formato: 'csv',
    });
    expect((applicationsRow?.despues as { filas: number }).filas).toBeGreaterThanOrEqual(1);

    const internships = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/exportaPracticas?formato=csv',
      headers: staffHeaders,
    });
    expect(internships.statusCode, internships.body).toBe(200);
    expect(await lastRow('lista_practicas.exportar', staff.email)).toMatchObject({
      entidad: 'lista_practicas',
      despues: { formato: 'csv' },
    });
  });

  it('shows each record of the log by its current name', async () => {
    const c = await companyWithCandidate();
    await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/exportaCandidatosProceso/${String(c.offer.id)}?formato=csv`,
      headers: c.headers,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/dameAuditoria?quien=${encodeURIComponent(c.user.email)}`,
      headers: staffHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ datos: AuditList }>().datos;
    expect(list.filas[0]).toMatchObject({
      accion: 'oferta.exportar_candidatos',
      entidad: 'oferta',
      entidadNombre: 'Analista de datos',
    });
  });
});
