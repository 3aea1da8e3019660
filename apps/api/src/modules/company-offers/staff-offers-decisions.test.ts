import type { CompanyOfferSheet } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, offers } from '../../db/schema.ts';
import { isoDay } from '../../db/seed/ids.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertOffer } from '../../test/company-fixtures.ts';
import { noticesIn, signInIn } from '../../test/user-language.ts';
import { staffOffersSetup } from './staff-offers.fixtures.ts';

// A validated company that posts the offers, and a student of the degree they are open to.
const { t, own, companyHeaders, ownCompany, get, post, newOffer } = await staffOffersSetup();
const student = await buildCandidate(t.ctx.db);

const candidateSees = async (idOferta: number) => {
  const res = await get(
    '/api/Alumno/dameOfertasUsuario/practicas?porPagina=50&facetas=false',
    await t.authHeader(student.email),
  );
  return res
    .json<{ datos: { ofertas: { idOferta: number }[] } }>()
    .datos.ofertas.some((o) => o.idOferta === idOferta);
};

describe('validarOferta', () => {
  it('publishes the offer to candidates and tells the company', async () => {
    const offer = await newOffer('practicas', 'Prácticas validadas por gestión');
    expect(await candidateSees(offer.idOferta)).toBe(false);
    t.mailer.sent.length = 0;
    const res = await post('/api/Gestion/validarOferta', { idOferta: offer.idOferta });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      datos: { idOferta: offer.idOferta, idEstado: 2, Estado: 'Activa', motivoRechazo: null },
    });
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer.idOferta));
    expect(row?.estado).toBe(2);
    expect(row?.fechaValidacion).not.toBeNull();
    expect(row?.validadaPor).not.toBeNull();
    expect(await candidateSees(offer.idOferta)).toBe(true);
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.urlAcceso, `/oferta/${String(offer.idOferta)}`));
    expect(notices).toMatchObject([{ titulo: 'Oferta validada', userId: own.user.id }]);
    expect(notices[0]?.texto).toContain('«Prácticas validadas por gestión»');
    expect(t.mailer.sent).toMatchObject([{ to: own.user.email, subject: 'Oferta validada' }]);
    const again = await post('/api/Gestion/validarOferta', { idOferta: offer.idOferta });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 515,
      mensaje: 'La oferta no está pendiente de validación.',
    });
    const edit = await get(
      `/api/Empresa/dameOfertaEditable/${String(offer.idOferta)}`,
      companyHeaders,
    );
    expect(edit.json().status).toBe(515);
  });

  it('does not publish an expired offer, one of an unvalidated company, or a deleted one', async () => {
    const expired = await insertOffer(t.ctx.db, ownCompany, {
      estado: 1,
      fechaFinInscripcion: isoDay(new Date(), -1),
    });
    const late = await post('/api/Gestion/validarOferta', { idOferta: expired.id });
    expect(late.statusCode).toBe(422);
    expect(late.json().status).toBe(92);
    const unvalidated = await buildCompany(t.ctx.db, { validada: false });
    const waiting = await insertOffer(t.ctx.db, unvalidated.company.id, { estado: 1 });
    const refused = await post('/api/Gestion/validarOferta', { idOferta: waiting.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().mensaje).toContain('no está validada');
    const deleted = await insertOffer(t.ctx.db, ownCompany, {
      estado: 1,
      eliminadaAt: new Date(),
    });
    expect((await post('/api/Gestion/validarOferta', { idOferta: deleted.id })).statusCode).toBe(
      404,
    );
    for (const id of [expired.id, waiting.id, deleted.id]) {
      const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, id));
      expect(row?.estado).toBe(1);
    }
  });
});

describe('rechazarOferta', () => {
  it('needs a reason, rejects the offer and shows the reason to the company', async () => {
    const offer = await newOffer('empleo', 'Oferta que se rechazará');
    const missing = await post('/api/Gestion/rechazarOferta', { idOferta: offer.idOferta });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().datos.errores).toEqual([
      { campo: 'motivo', codigo: 'required', mensaje: 'Este campo es requerido' },
    ]);
    const short = await post('/api/Gestion/rechazarOferta', {
      idOferta: offer.idOferta,
      motivo: 'no',
    });
    expect(short.json().datos.errores[0].mensaje).toBe(
      'El campo no tiene la longitud mínima requerida',
    );
    t.mailer.sent.length = 0;
    const motivo = 'Indica el salario y el tipo de jornada.';
    const res = await post('/api/Gestion/rechazarOferta', { idOferta: offer.idOferta, motivo });
    expect(res.json()).toMatchObject({
      status: 0,
      datos: { idEstado: 4, Estado: 'Rechazada', motivoRechazo: motivo },
    });
    const sheet = (
      await get(`/api/Empresa/dameDatosProceso/${String(offer.idOferta)}`, companyHeaders)
    ).json<{ datos: CompanyOfferSheet }>().datos;
    expect(sheet).toMatchObject({ idEstado: 4, motivoRechazo: motivo });
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.urlAcceso, `/oferta/${String(offer.idOferta)}`));
    expect(notice).toMatchObject({ titulo: 'Oferta rechazada', importante: true });
    expect(notice?.texto).toContain(motivo);
    expect(t.mailer.sent).toMatchObject([{ to: own.user.email, subject: 'Oferta rechazada' }]);
    expect(await candidateSees(offer.idOferta)).toBe(false);
    const again = await post('/api/Gestion/rechazarOferta', { idOferta: offer.idOferta, motivo });
    expect(again.json().status).toBe(515);
  });
});

/** A company whose one user last signed in with the interface in `lang`. */
async function companyIn(lang: 'es' | 'en', validada = true) {
  const built = await buildCompany(t.ctx.db, { validada });
  const auth = await signInIn(t.app, built.user.email, lang, 'PrivadoEmpresa');
  return { ...built, auth };
}

const mailTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

describe('offer decisions in the language of each company user', () => {
  it('an English user reads the validation and the rejection in English, a Spanish one in Spanish', async () => {
    const english = await companyIn('en');
    const spanish = await companyIn('es');
    const validated = await insertOffer(t.ctx.db, english.company.id, {
      estado: 1,
      titulo: 'Técnico de laboratorio',
    });
    const rejectedEn = await insertOffer(t.ctx.db, english.company.id, {
      estado: 1,
      titulo: 'Auxiliar administrativo',
    });
    const rejectedEs = await insertOffer(t.ctx.db, spanish.company.id, {
      estado: 1,
      titulo: 'Auxiliar administrativo',
    });
    const motivo = 'Indica el salario y el tipo de jornada.';
    t.mailer.sent.length = 0;
    expect(
      (await post('/api/Gestion/validarOferta', { idOferta: validated.id })).json().status,
    ).toBe(0);
    for (const offer of [rejectedEn, rejectedEs]) {
      expect(
        (await post('/api/Gestion/rechazarOferta', { idOferta: offer.id, motivo })).json().status,
      ).toBe(0);
    }

    expect(await noticesIn(t.app, english.auth, 'en', 'Empresa')).toMatchObject([
      {
        titulo: 'Offer rejected',
        texto: `The careers office has rejected your offer “Auxiliar administrativo”. Reason: ${motivo}`,
      },
      {
        titulo: 'Offer validated',
        texto:
          'The careers office has validated your offer “Técnico de laboratorio”. It is now visible to candidates.',
      },
    ]);
    expect(mailTo(english.user.email)).toMatchObject([
      { subject: 'Offer validated', text: expect.stringContaining('“Técnico de laboratorio”') },
      { subject: 'Offer rejected', text: expect.stringContaining(`Reason: ${motivo}`) },
    ]);

    expect(await noticesIn(t.app, spanish.auth, 'es', 'Empresa')).toMatchObject([
      {
        titulo: 'Oferta rechazada',
        texto: `El Servicio de Empleo ha rechazado tu oferta «Auxiliar administrativo». Motivo: ${motivo}`,
      },
    ]);
    expect(mailTo(spanish.user.email)).toMatchObject([
      { subject: 'Oferta rechazada', text: expect.stringContaining(`Motivo: ${motivo}`) },
    ]);
  });
});
