import type { StaffCompanyItem } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, notifications } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { insertOffer, staffHeader, validOfferForm } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { noticesIn, signInIn } from '../../test/user-language.ts';

const t = await createTestApp();
const staff = await staffHeader(t);

const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = staff) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** A company whose one user last signed in with the interface in `lang`. */
async function companyIn(lang: 'es' | 'en', validada = true) {
  const built = await buildCompany(t.ctx.db, { validada });
  const auth = await signInIn(t.app, built.user.email, lang, 'PrivadoEmpresa');
  return { ...built, auth };
}

const mailTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

describe('companies waiting for validation', () => {
  it('tells the validation in each user’s language: English to an English user', async () => {
    const english = await companyIn('en', false);
    const spanish = await companyIn('es', false);
    t.mailer.sent.length = 0;
    for (const { company } of [english, spanish]) {
      expect(
        (await post('/api/Gestion/validarEmpresa', { idEmpresa: company.id })).json().status,
      ).toBe(0);
    }
    expect(await noticesIn(t.app, english.auth, 'en', 'Empresa')).toMatchObject([
      {
        titulo: 'Company validated',
        texto: `The careers office has validated ${english.company.nombreComercial}. You can now publish offers.`,
      },
    ]);
    expect(mailTo(english.user.email)).toMatchObject([
      {
        subject: 'Company validated',
        text: expect.stringContaining('You can now publish offers.'),
      },
    ]);
    expect(await noticesIn(t.app, spanish.auth, 'es', 'Empresa')).toMatchObject([
      { titulo: 'Empresa validada' },
    ]);
    expect(mailTo(spanish.user.email)).toMatchObject([
      { subject: 'Empresa validada', text: expect.stringContaining('Ya puedes publicar ofertas.') },
    ]);
  });

  it('lists them and validates one, which may then publish', async () => {
    const waiting = await buildCompany(t.ctx.db, { validada: false });
    await insertOffer(t.ctx.db, waiting.company.id, { estado: 1 });
    const headers = await t.authHeader(waiting.user.email, 'PrivadoEmpresa');
    expect(
      (await post('/api/Empresa/addOferta', validOfferForm('empleo'), headers)).json().status,
    ).toBe(9);
    const list = (await get('/api/Gestion/dameEmpresasPendientes')).json<{
      datos: StaffCompanyItem[];
    }>().datos;
    expect(list.find((c) => c.idEmpresa === waiting.company.id)).toMatchObject({
      validada: false,
      numOfertasPendientes: 1,
      razonSocial: 'Empresa de Pruebas S.L.',
    });
    const res = await post('/api/Gestion/validarEmpresa', { idEmpresa: waiting.company.id });
    expect(res.json()).toMatchObject({ status: 0, mensaje: 'La empresa se ha validado.' });
    const [row] = await t.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.id, waiting.company.id));
    expect(row?.validada).toBe(true);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, waiting.user.id));
    expect(notice?.titulo).toBe('Empresa validada');
    expect(
      (await post('/api/Empresa/addOferta', validOfferForm('empleo'), headers)).json().status,
    ).toBe(0);
    expect(
      (await post('/api/Gestion/validarEmpresa', { idEmpresa: waiting.company.id })).statusCode,
    ).toBe(404);
  });
});
