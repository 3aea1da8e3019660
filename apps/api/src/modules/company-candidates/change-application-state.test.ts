import type { CompanyCandidate, CompanyCandidatesPage } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, applicationStateHistory, notifications } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { companyCandidatesFixture } from './company-candidates.fixtures.ts';

const t = await createTestApp();
const { headers, software, companyWithOffer, applicationRow } = await companyCandidatesFixture(t);

const change = (payload: object, h = headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Empresa/cambiaEstadoCandidatura',
    payload,
    headers: h,
  });

describe('cambiaEstadoCandidatura', () => {
  it('moves the application, records it and tells the candidate', async () => {
    const c = await companyWithOffer();
    const candidate = await buildCandidate(t.ctx.db);
    const application = await insertApplication(t.ctx.db, c.offer.id, candidate.id);
    t.mailer.sent.length = 0;
    const res = await change(
      { idCandidatura: application.id, idEstado: 4, mensaje: 'Te llamaremos el lunes.' },
      c.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ datos: CompanyCandidate }>().datos).toMatchObject({
      idCandidatura: application.id,
      idEstado: 4,
      Estado: 'Entrevista',
      leida: true,
      transiciones: [
        { idEstado: 5, Estado: 'Seleccionado' },
        { idEstado: 6, Estado: 'Descartado' },
      ],
    });
    expect(await applicationRow(application.id)).toMatchObject({
      estado: 4,
      leidaPorEmpresa: true,
    });
    const history = await t.ctx.db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.applicationId, application.id));
    expect(history.map((h) => h.estado)).toEqual([1, 4]);
    expect(history[1]).toMatchObject({
      changedBy: c.user.id,
      comentario: 'Te llamaremos el lunes.',
    });
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidate.id));
    expect(notice).toMatchObject({
      titulo: 'Tu candidatura ha cambiado de estado',
      urlAcceso: `/mis-candidaturas/${String(application.id)}`,
      leida: false,
    });
    expect(notice?.texto).toContain(`${c.company.nombreComercial} ha cambiado el estado`);
    expect(notice?.texto).toContain('«Oferta de prueba»: Entrevista.');
    expect(notice?.texto).toContain('Te llamaremos el lunes.');
    expect(t.mailer.sent).toMatchObject([
      { to: candidate.email, subject: 'Tu candidatura ha cambiado de estado' },
    ]);
  });

  it('refuses moves the state machine does not have (49) and moves out of final states (14)', async () => {
    const c = await companyWithOffer();
    const at = async (estado: number, extra: object = {}) =>
      insertApplication(t.ctx.db, c.offer.id, (await buildCandidate(t.ctx.db)).id, {
        estado,
        ...extra,
      });
    const cases: [Awaited<ReturnType<typeof at>>, number, number][] = [
      [await at(2), 1, 49],
      [await at(1), 7, 49],
      [await at(1), 99, 49],
      [await at(6), 2, 14],
      [await at(7), 6, 14],
      [await at(9), 2, 14],
      [await at(16), 2, 14],
      [await at(1, { pendienteFirma: true }), 2, 14],
    ];
    t.mailer.sent.length = 0;
    for (const [application, to, code] of cases) {
      const res = await change({ idCandidatura: application.id, idEstado: to }, c.headers);
      expect(res.statusCode, `${String(application.estado)} → ${String(to)}`).toBe(409);
      expect(res.json().status).toBe(code);
      expect((await applicationRow(application.id))?.estado).toBe(application.estado);
    }
    expect(t.mailer.sent).toEqual([]);
  });

  it('pre-enrols the candidate of an internship (16): no more moves until the candidate answers', async () => {
    const built = await buildCompany(t.ctx.db);
    const h = await t.authHeader(built.user.email, 'PrivadoEmpresa');
    const internship = await insertOffer(t.ctx.db, built.company.id, {
      familia: 'practicas',
      titulo: 'Prácticas de prueba',
      curricular: true,
    });
    const candidate = await buildCandidate(t.ctx.db);
    const application = await insertApplication(t.ctx.db, internship.id, candidate.id, {
      estado: 5,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/dameCandidatosProceso/${String(internship.id)}`,
      headers: h,
    });
    expect(list.json<{ datos: CompanyCandidatesPage }>().datos.candidatos[0]?.transiciones).toEqual(
      [
        { idEstado: 7, Estado: 'Contratado/Incorporado' },
        { idEstado: 6, Estado: 'Descartado' },
        { idEstado: 16, Estado: 'Preinscrito' },
      ],
    );
    t.mailer.sent.length = 0;
    const res = await change({ idCandidatura: application.id, idEstado: 16 }, h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ datos: CompanyCandidate }>().datos).toMatchObject({
      idEstado: 16,
      Estado: 'Preinscrito',
      transiciones: [],
    });
    expect(await applicationRow(application.id)).toMatchObject({ estado: 16 });
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidate.id));
    expect(notice).toMatchObject({ titulo: 'Tienes una preinscripción pendiente' });
    expect(notice?.texto).toContain(`${built.company.nombreComercial} te ha preinscrito`);
    expect(t.mailer.sent).toMatchObject([
      { to: candidate.email, subject: 'Tienes una preinscripción pendiente' },
    ]);
    // The candidate has the next move (accept or reject): the company gets 14.
    const again = await change({ idCandidatura: application.id, idEstado: 6 }, h);
    expect(again.json().status).toBe(14);
  });

  it('has no pre-enrolment for job offers (49)', async () => {
    const c = await companyWithOffer();
    const application = await insertApplication(
      t.ctx.db,
      c.offer.id,
      (await buildCandidate(t.ctx.db)).id,
      { estado: 5 },
    );
    const res = await change({ idCandidatura: application.id, idEstado: 16 }, c.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe(49);
    expect((await applicationRow(application.id))?.estado).toBe(5);
  });

  it("never changes another company's application", async () => {
    const c = await companyWithOffer();
    const [theirs] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.offerId, software.id));
    if (!theirs) {
      throw new Error('fixture application missing');
    }
    const res = await change({ idCandidatura: theirs.id, idEstado: 6 }, c.headers);
    expect(res.statusCode).toBe(404);
    expect((await applicationRow(theirs.id))?.estado).toBe(theirs.estado);
    const bad = await change({ idCandidatura: 'x', idEstado: 2 });
    expect(bad.statusCode).toBe(400);
  });
});
