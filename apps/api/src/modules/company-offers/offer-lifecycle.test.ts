import type { CompanyProcessItem, OfferSaved } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  applicationStateHistory,
  companies,
  notifications,
  offerComputerSkills,
  offerDegrees,
  offers,
} from '../../db/schema.ts';
import { isoDay } from '../../db/seed/ids.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertApplication, insertOffer, validOfferForm } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

/** A fresh company with a signed-in user, so each test owns its data. */
async function company() {
  const built = await buildCompany(t.ctx.db);
  return { ...built, headers: await t.authHeader(built.user.email, 'PrivadoEmpresa') };
}

const action = (path: string, urlOferta: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/Empresa/${path}`, payload: { urlOferta }, headers });

const offerRow = async (id: number) =>
  (await t.ctx.db.select().from(offers).where(eq(offers.id, id)))[0];
const applicationRow = async (id: number) =>
  (await t.ctx.db.select().from(applications).where(eq(applications.id, id)))[0];

async function withBrand(
  patch: Parameters<typeof t.ctx.brand.update>[0],
  run: () => Promise<void>,
) {
  await t.ctx.brand.update(patch);
  try {
    await run();
  } finally {
    await t.ctx.brand.update(Object.fromEntries(Object.keys(patch).map((k) => [k, true])));
  }
}

describe('cerrarOferta', () => {
  it('closes the offer, moves open applications to 9 and tells each candidate (511)', async () => {
    const c = await company();
    const offer = await insertOffer(t.ctx.db, c.company.id, { titulo: 'Oferta a cerrar' });
    const [a, b, w, d] = await Promise.all(
      [1, 3, 8, 6].map(async (estado) =>
        insertApplication(t.ctx.db, offer.id, (await buildCandidate(t.ctx.db)).id, { estado }),
      ),
    );
    if (!a || !b || !w || !d) {
      throw new Error('setup failed');
    }
    t.mailer.sent.length = 0;
    const res = await action('cerrarOferta', `${String(offer.id)}-oferta-a-cerrar`, c.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      mensaje: 'La oferta se ha cerrado correctamente.',
      datos: { idOferta: offer.id, idEstado: 3, Estado: 'Cerrada', candidaturasCerradas: 2 },
    });
    expect(await offerRow(offer.id)).toMatchObject({ estado: 3 });
    expect((await offerRow(offer.id))?.fechaCierre).not.toBeNull();
    expect((await applicationRow(a.id))?.estado).toBe(9);
    expect((await applicationRow(b.id))?.estado).toBe(9);
    expect((await applicationRow(w.id))?.estado).toBe(8);
    expect((await applicationRow(d.id))?.estado).toBe(6);
    const history = await t.ctx.db
      .select()
      .from(applicationStateHistory)
      .where(
        and(eq(applicationStateHistory.applicationId, a.id), eq(applicationStateHistory.estado, 9)),
      );
    expect(history).toHaveLength(1);
    expect(history[0]?.changedBy).toBe(c.user.id);
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.candidateId));
    expect(notices).toMatchObject([
      { titulo: 'Oferta cerrada', urlAcceso: `/mis-candidaturas/${String(a.id)}` },
    ]);
    expect(notices[0]?.texto).toContain('«Oferta a cerrar»');
    expect(t.mailer.sent).toHaveLength(2);
    expect(t.mailer.sent.map((m) => m.subject)).toEqual(['Oferta cerrada', 'Oferta cerrada']);

    const again = await action('cerrarOferta', offer.id, c.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 515, mensaje: 'La oferta ya está cerrada.' });
  });

  it('does not close a pending or rejected offer, nor one of another company', async () => {
    const c = await company();
    const rejected = await insertOffer(t.ctx.db, c.company.id, { estado: 4 });
    expect((await action('cerrarOferta', rejected.id, c.headers)).json().status).toBe(515);
    const pending = await insertOffer(t.ctx.db, c.company.id, { estado: 1 });
    const refused = await action('cerrarOferta', pending.id, c.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 515,
      mensaje: 'Una oferta pendiente de validación no se puede cerrar.',
    });
    expect((await offerRow(pending.id))?.estado).toBe(1);
    const other = await company();
    const theirs = await insertOffer(t.ctx.db, other.company.id);
    const candidate = await buildCandidate(t.ctx.db);
    const application = await insertApplication(t.ctx.db, theirs.id, candidate.id);
    const res = await action('cerrarOferta', theirs.id, c.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(4);
    expect((await offerRow(theirs.id))?.estado).toBe(2);
    expect((await applicationRow(application.id))?.estado).toBe(1);
  });
});

describe('deleteOferta', () => {
  it('hides the offer and closes its open applications (516)', async () => {
    const c = await company();
    const offer = await insertOffer(t.ctx.db, c.company.id);
    const candidate = await buildCandidate(t.ctx.db);
    const application = await insertApplication(t.ctx.db, offer.id, candidate.id, { estado: 2 });
    const res = await action('deleteOferta', offer.id, c.headers);
    expect(res.json()).toMatchObject({
      status: 0,
      mensaje: 'La oferta se ha eliminado correctamente.',
      datos: { idOferta: offer.id, candidaturasCerradas: 1 },
    });
    const row = await offerRow(offer.id);
    expect(row?.eliminadaAt).not.toBeNull();
    expect(row?.estado).toBe(3);
    expect((await applicationRow(application.id))?.estado).toBe(9);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameProcesosEmpleoYpracticas',
      headers: c.headers,
    });
    expect(list.json<{ datos: CompanyProcessItem[] }>().datos).toEqual([]);
    for (const path of ['deleteOferta', 'cerrarOferta', 'copiarOferta']) {
      expect((await action(path, offer.id, c.headers)).statusCode, path).toBe(404);
    }
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/dameDatosProceso/${String(offer.id)}`,
      headers: c.headers,
    });
    expect(sheet.statusCode).toBe(404);
  });

  it('needs the brand flag canBorrarOferta and the offer to be the company’s', async () => {
    const c = await company();
    const offer = await insertOffer(t.ctx.db, c.company.id);
    await withBrand({ canBorrarOferta: false }, async () => {
      const res = await action('deleteOferta', offer.id, c.headers);
      expect(res.statusCode).toBe(403);
      expect((await offerRow(offer.id))?.eliminadaAt).toBeNull();
    });
    const other = await company();
    expect((await action('deleteOferta', offer.id, other.headers)).statusCode).toBe(404);
    expect((await offerRow(offer.id))?.eliminadaAt).toBeNull();
  });
});

describe('copiarOferta and copiarOfertaPerfilContrario', () => {
  async function created(c: Awaited<ReturnType<typeof company>>, familia: 'practicas' | 'empleo') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/addOferta',
      payload: validOfferForm(familia),
      headers: c.headers,
    });
    return res.json<{ datos: OfferSaved }>().datos;
  }
  const relations = async (offerId: number) => ({
    degrees: (
      await t.ctx.db.select().from(offerDegrees).where(eq(offerDegrees.offerId, offerId))
    ).map((d) => d.idTitulacion),
    skills: (
      await t.ctx.db
        .select()
        .from(offerComputerSkills)
        .where(eq(offerComputerSkills.offerId, offerId))
    ).map((s) => s.idProgramaInformatico),
  });

  it('duplicates an offer with its lists as a new pending offer (506)', async () => {
    const c = await company();
    const source = await created(c, 'practicas');
    await t.ctx.db
      .update(offers)
      .set({ estado: 3, fechaFinInscripcion: isoDay(new Date(), -3) })
      .where(eq(offers.id, source.idOferta));
    const res = await action('copiarOferta', source.urlAcceso, c.headers);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json<{ datos: OfferSaved; mensaje: string }>();
    expect(copy.datos).toMatchObject({ familia: 'practicas', idEstado: 1 });
    expect(copy.datos.idOferta).not.toBe(source.idOferta);
    const [original, duplicate] = [
      await offerRow(source.idOferta),
      await offerRow(copy.datos.idOferta),
    ];
    expect(duplicate).toMatchObject({
      titulo: original?.titulo,
      descripcion: original?.descripcion,
      curricular: true,
      tutorEmail: original?.tutorEmail,
      remuneracion: original?.remuneracion,
      copiadaDe: source.idOferta,
      fechaFinInscripcion: null,
      estado: 1,
    });
    expect(await relations(copy.datos.idOferta)).toEqual(await relations(source.idOferta));
  });

  it('copies to the opposite profile, dropping what the other family does not have', async () => {
    const c = await company();
    const internship = await created(c, 'practicas');
    const toJob = await action('copiarOfertaPerfilContrario', internship.idOferta, c.headers);
    expect(toJob.json<{ datos: OfferSaved }>().datos.familia).toBe('empleo');
    expect(await offerRow(toJob.json<{ datos: OfferSaved }>().datos.idOferta)).toMatchObject({
      familia: 'empleo',
      curricular: null,
      creditosMinimos: null,
      nivelEstudiantes: null,
      estado: 1,
    });
    const job = await created(c, 'empleo');
    const toInternship = await action('copiarOfertaPerfilContrario', job.idOferta, c.headers);
    const copied = await offerRow(toInternship.json<{ datos: OfferSaved }>().datos.idOferta);
    expect(copied).toMatchObject({
      familia: 'practicas',
      curricular: false,
      paraIntermediacion: false,
    });
  });

  it('needs the brand flags, a validated company and an own offer', async () => {
    const c = await company();
    const offer = await insertOffer(t.ctx.db, c.company.id);
    const count = async () =>
      (await t.ctx.db.select().from(offers).where(eq(offers.companyId, c.company.id))).length;
    await withBrand(
      { canDuplicarOferta: false, canCopiarOfertaPerfilContrario: false },
      async () => {
        expect((await action('copiarOferta', offer.id, c.headers)).statusCode).toBe(403);
        expect((await action('copiarOfertaPerfilContrario', offer.id, c.headers)).statusCode).toBe(
          403,
        );
      },
    );
    const other = await company();
    expect((await action('copiarOferta', offer.id, other.headers)).statusCode).toBe(404);
    await t.ctx.db.update(companies).set({ validada: false }).where(eq(companies.id, c.company.id));
    const unvalidated = await action('copiarOferta', offer.id, c.headers);
    expect(unvalidated.json().status).toBe(9);
    expect(await count()).toBe(1);
  });
});
