import {
  ApplicationState,
  staffApplicationCalls,
  type StaffApplicationDetail,
  type StaffApplicationList,
  type StaffInternshipDetail,
  type StaffInternshipList,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, internshipDocuments, internships, notifications } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { datos, statusOf, backOfficeClient } from '../../test/back-office-client.ts';
import { spanishDay } from '../../lib/dates.ts';

const t = await createTestApp();
const { staff, get, post, companyWithCif, lastAudit, refusesOthers } = await backOfficeClient(t);

describe('who reaches the back-office calls', () => {
  refusesOthers(Object.values(staffApplicationCalls));
});

describe('applications and internships', () => {
  it('moves an application with the company’s state machine (14, 49), history and audit', async () => {
    const { company } = await companyWithCif();
    const candidate = await buildCandidate(t.ctx.db);
    const offer = await insertOffer(t.ctx.db, company.id, { estado: 2, familia: 'empleo' });
    const application = await insertApplication(t.ctx.db, offer.id, candidate.id);
    const detail = datos<StaffApplicationDetail>(
      await get(`/api/Gestion/dameCandidatura/${String(application.id)}`),
    );
    expect(detail.estadosPermitidos.map((s) => s.idEstado)).toContain(
      ApplicationState.UNDER_REVIEW,
    );
    const unreachable = await post('/api/Gestion/cambiaEstadoCandidatura', {
      idCandidatura: application.id,
      idEstado: ApplicationState.WITHDRAWN,
    });
    expect(statusOf(unreachable)).toBe(49);
    const moved = datos<StaffApplicationDetail>(
      await post('/api/Gestion/cambiaEstadoCandidatura', {
        idCandidatura: application.id,
        idEstado: ApplicationState.DISCARDED,
        comentario: 'Perfil no adecuado',
      }),
    );
    expect(moved.idEstado).toBe(ApplicationState.DISCARDED);
    expect(moved.historial.at(-1)).toMatchObject({
      idEstado: ApplicationState.DISCARDED,
      comentario: 'Perfil no adecuado',
    });
    expect(moved.historial.at(-1)?.autor).toContain('Servicio de Empleo');
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidate.id));
    expect(notice?.titulo).toBe('Tu candidatura ha cambiado de estado');
    const final = await post('/api/Gestion/cambiaEstadoCandidatura', {
      idCandidatura: application.id,
      idEstado: ApplicationState.HIRED,
    });
    expect(statusOf(final)).toBe(14);
    const [row] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row?.estado).toBe(ApplicationState.DISCARDED);
    expect(await lastAudit('candidatura.cambiar_estado')).toMatchObject({
      antes: { estado: 1 },
      despues: { estado: 6 },
    });
    expect(
      statusOf(
        await post('/api/Gestion/cambiaEstadoCandidatura', {
          idCandidatura: 99999999,
          idEstado: 2,
        }),
      ),
    ).toBe(404);
    expect(statusOf(await get('/api/Gestion/dameCandidatura/99999999'))).toBe(404);
  });

  it('lists applications by company, state and text and exports them', async () => {
    const { company } = await companyWithCif();
    const candidate = await buildCandidate(t.ctx.db);
    const offer = await insertOffer(t.ctx.db, company.id, {
      estado: 2,
      titulo: 'Analista de datos junior',
    });
    await insertApplication(t.ctx.db, offer.id, candidate.id, { estado: 2 });
    const byCompany = datos<StaffApplicationList>(
      await get(`/api/Gestion/dameCandidaturas?idEmpresa=${String(company.id)}`),
    );
    expect(byCompany.total).toBe(1);
    expect(byCompany.candidaturas[0]).toMatchObject({
      oferta: 'Analista de datos junior',
      idEstado: 2,
      email: candidate.email,
    });
    const none = datos<StaffApplicationList>(
      await get(`/api/Gestion/dameCandidaturas?idEmpresa=${String(company.id)}&estado=5`),
    );
    expect(none.total).toBe(0);
    const byText = datos<StaffApplicationList>(
      await get(`/api/Gestion/dameCandidaturas?idEmpresa=${String(company.id)}&texto=analista`),
    );
    expect(byText.total).toBe(1);
    const csv = await get(
      `/api/Gestion/exportaCandidaturas?idEmpresa=${String(company.id)}&formato=csv`,
    );
    expect(csv.body).toContain(candidate.email);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''candidaturas-${spanishDay()}.csv`,
    );
    expect(csv.body).toContain(`"${candidate.email}";"En revisión";`);
    const english = await get(
      `/api/Gestion/exportaCandidaturas?idEmpresa=${String(company.id)}&formato=csv`,
      { ...staff, 'accept-language': 'en' },
    );
    const [header, row] = english.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      '"Id";"Offer";"Type";"Company";"Candidate";"Email";"State";"Applied";"Last change"',
    );
    expect(english.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''applications-${spanishDay()}.csv`,
    );
    expect(row).toContain(`"${candidate.email}";"Under review";`);
  });

  it('shows internships with their requested documents, filters and exports', async () => {
    const { company } = await companyWithCif();
    const candidate = await buildCandidate(t.ctx.db);
    const [internship] = await t.ctx.db
      .insert(internships)
      .values({
        candidateId: candidate.id,
        companyId: company.id,
        titulo: 'Prácticas de marketing digital',
        estado: 'en_curso',
        fechaInicio: '2026-09-01',
        fechaFin: '2026-12-01',
        tutorEmpresaNombre: 'Tomás Tutor',
        tutorEmpresaEmail: 'tutor@empresa.es',
      })
      .returning();
    if (!internship) {
      throw new Error('internship not inserted');
    }
    await t.ctx.db.insert(internshipDocuments).values([
      {
        internshipId: internship.id,
        nombre: 'Memoria final',
        solicitado: true,
        fechaLimite: '2026-12-15',
      },
      {
        internshipId: internship.id,
        nombre: 'Anexo firmado',
        solicitado: true,
        entregadoAt: new Date(),
        nombreFichero: 'anexo.pdf',
        storageKey: 'test/anexo.pdf',
        extension: 'pdf',
        mime: 'application/pdf',
        bytes: 1000,
      },
    ]);
    const list = datos<StaffInternshipList>(
      await get(`/api/Gestion/damePracticas?idEmpresa=${String(company.id)}&estado=en_curso`),
    );
    expect(list.practicas).toMatchObject([
      { idPractica: internship.id, numDocumentos: 2, numDocumentosPendientes: 1 },
    ]);
    const detail = datos<StaffInternshipDetail>(
      await get(`/api/Gestion/damePractica/${String(internship.id)}`),
    );
    expect(detail.tutorEmpresa).toBe('Tomás Tutor <tutor@empresa.es>');
    expect(detail.documentos).toMatchObject([
      { nombre: 'Memoria final', solicitado: true, entregado: false, fechaLimite: '15/12/2026' },
      { nombre: 'Anexo firmado', entregado: true, nombreFichero: 'anexo.pdf' },
    ]);
    expect(statusOf(await get('/api/Gestion/damePractica/99999999'))).toBe(404);
    const finished = datos<StaffInternshipList>(
      await get(`/api/Gestion/damePracticas?idEmpresa=${String(company.id)}&estado=finalizada`),
    );
    expect(finished.total).toBe(0);
    const csv = await get(
      `/api/Gestion/exportaPracticas?idEmpresa=${String(company.id)}&formato=csv`,
    );
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''practicas-${spanishDay()}.csv`,
    );
    expect(csv.body).toContain('Prácticas de marketing digital');
    expect(csv.body).toContain('En curso');
  });
});
