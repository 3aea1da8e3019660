import { CandidateDocumentType, Codes, statusMessage } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { applicationStateHistory, notifications } from '../../db/schema.ts';
import {
  addDocument,
  applicationsOf,
  buildApplication,
  buildEligibleStudent,
  buildOffer,
} from '../../test/offer-builders.ts';
import { applyHelpers } from '../../test/apply-helpers.ts';
import { buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const { apply, expectRefused } = applyHelpers(t);

describe('inscribirse', () => {
  it('applies: one application in state 1, its history, a notification and an email', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    await addDocument(t.ctx.db, user.id, CandidateDocumentType.OWN_CV);
    const offer = await buildOffer(t.ctx.db, { titulo: 'Prácticas de análisis' });
    const res = await apply(user.email, `${String(offer.id)}-practicas-de-analisis`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 0,
      mensaje: 'Te has inscrito correctamente en la oferta.',
      datos: { idOferta: offer.id, idEstado: 1, estado: 'Inscrito', cvGenerado: false },
    });
    const rows = await applicationsOf(t.ctx.db, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ offerId: offer.id, estado: 1 });
    const history = await t.ctx.db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.applicationId, body.datos.idCandidatura));
    expect(history.map((h) => [h.estado, h.changedBy])).toEqual([[1, user.id]]);
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.urlAcceso).toBe(`/mis-candidaturas/${String(body.datos.idCandidatura)}`);
    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toContain('Prácticas de análisis');
  });

  it('without a CV of their own, tells the candidate the company gets the generated CV (502)', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db);
    const res = await apply(user.email, String(offer.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      mensaje: statusMessage(Codes.GENERATED_CV_SENT, 'es').cuerpo,
      datos: { cvGenerado: true },
    });
    expect(res.json().mensaje).toContain('La empresa recibirá el CV generado');
  });

  it('refuses an unknown, inactive, deleted or invisible offer with 4 (404)', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const pending = await buildOffer(t.ctx.db, { estado: 1 });
    const job = await buildOffer(t.ctx.db, { familia: 'empleo' });
    const deleted = await buildOffer(t.ctx.db, { eliminadaAt: new Date() });
    for (const id of [999_999, pending.id, job.id, deleted.id]) {
      await expectRefused(user, id, 4, 404);
    }
  });

  it('10: already a candidate (also with an application further on, in state 3)', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db);
    await buildApplication(t.ctx.db, offer.id, user.id, [1, 2]);
    await expectRefused(user, offer.id, 10, 409);
    const further = await buildEligibleStudent(t.ctx.db);
    const seeded = await buildApplication(
      t.ctx.db,
      (await buildOffer(t.ctx.db)).id,
      further.id,
      [1, 2, 3],
    );
    const res = await apply(further.email, seeded.offerId);
    expect(res.json()).toMatchObject({
      status: 10,
      mensaje: 'Ya tienes una candidatura en esta oferta.',
    });
  });

  it('lets a candidate apply again after withdrawing (same row, back to 1)', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db);
    const old = await buildApplication(t.ctx.db, offer.id, user.id, [1, 8]);
    const res = await apply(user.email, offer.id);
    expect(res.json()).toMatchObject({ status: 0, datos: { idCandidatura: old.id, idEstado: 1 } });
    expect((await applicationsOf(t.ctx.db, user.id)).map((a) => a.estado)).toEqual([1]);
  });

  it('two simultaneous clicks create one application (the other gets 10)', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db);
    const headers = await t.authHeader(user.email);
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Alumno/inscribirse',
        headers,
        payload: { urlOferta: offer.id },
      });
    const results = await Promise.all([call(), call(), call()]);
    expect(results.map((r) => r.json().status).sort()).toEqual([0, 10, 10]);
    expect(await applicationsOf(t.ctx.db, user.id)).toHaveLength(1);
  });

  it('validates the body and is for candidates only', async () => {
    const headers = await t.authHeader((await buildEligibleStudent(t.ctx.db)).email);
    for (const payload of [{}, { urlOferta: 'abc' }, { urlOferta: -1 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Alumno/inscribirse',
        headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().datos.errores[0].campo).toBe('urlOferta');
    }
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      headers: await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa'),
      payload: { urlOferta: 1 },
    });
    expect(company.statusCode).toBe(403);
  });
});

describe('inscribirse without a configured eligibility service', () => {
  it('skips the European check, logs it and applies', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { programaEuropa: true });
    const info = vi.spyOn(t.ctx.log, 'info');
    expect((await apply(user.email, offer.id)).json().status).toBe(0);
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining('European eligibility check skipped'),
    );
    info.mockRestore();
  });
});
