import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildEligibleStudent, buildOffer } from '../../test/offer-builders.ts';
import { buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

type Lang = 'es' | 'en';

async function signIn(email: string, lang: Lang) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Alumno/logaUsuario',
    headers: { 'accept-language': lang === 'en' ? 'en-GB,en;q=0.9' : 'es-ES,es;q=0.9' },
    payload: { eUsuario: email, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
  });
  expect(res.json()).toMatchObject({ status: 0 });
  return { authorization: `Bearer ${res.json<{ datos: { token: string } }>().datos.token}` };
}

const languageOf = async (userId: number) =>
  (await t.ctx.db.select({ idioma: users.idioma }).from(users).where(eq(users.id, userId)))[0]
    ?.idioma;

const notificationsIn = async (auth: { authorization: string }, lang: Lang) =>
  t.app
    .inject({
      method: 'GET',
      url: '/api/Alumno/dameNotificaciones',
      headers: { ...auth, 'accept-language': lang },
    })
    .then((res) => res.json<{ datos: { titulo: string; texto: string }[] }>().datos);

describe('the user language: notifications and mails in the language the user uses', () => {
  it('a sign-in in English makes notices and mails English; the list follows the reader', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    expect(await languageOf(user.id)).toBe('es');
    const auth = await signIn(user.email, 'en');
    expect(await languageOf(user.id)).toBe('en');

    const offer = await buildOffer(t.ctx.db, { titulo: 'Prácticas de química' });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      headers: { ...auth, 'accept-language': 'en' },
      payload: { urlOferta: offer.id },
    });
    expect(applied.json()).toMatchObject({ status: 0 });

    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toBe('Application sent');
    expect(mail?.text).toContain('You have applied to the offer “Prácticas de química”');

    expect((await notificationsIn(auth, 'en'))[0]).toMatchObject({ titulo: 'Application sent' });
    expect((await notificationsIn(auth, 'es'))[0]).toMatchObject({
      titulo: 'Inscripción realizada',
      texto: expect.stringContaining('Te has inscrito en la oferta «Prácticas de química»'),
    });
  });

  it('guardaIdioma switches the language of the next mails; sign-in in Spanish switches back', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const auth = await signIn(user.email, 'es');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Usuario/guardaIdioma',
      headers: auth,
      payload: { idioma: 'en' },
    });
    expect(saved.json()).toEqual({ status: 0, mensaje: null, datos: null });
    expect(await languageOf(user.id)).toBe('en');

    await signIn(user.email, 'es');
    expect(await languageOf(user.id)).toBe('es');
    const offer = await buildOffer(t.ctx.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      headers: auth,
      payload: { urlOferta: offer.id },
    });
    expect(t.mailer.sent.at(-1)).toMatchObject({
      to: user.email,
      subject: 'Inscripción realizada',
    });
  });

  it('guardaIdioma: any signed-in role; 401 without a session; 400 naming the field', async () => {
    const { user: companyUser } = await buildCompany(t.ctx.db);
    const company = await t.authHeader(companyUser.email, 'PrivadoEmpresa');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/Usuario/guardaIdioma',
      headers: company,
      payload: { idioma: 'en' },
    });
    expect(ok.json()).toMatchObject({ status: 0 });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Usuario/guardaIdioma',
      payload: { idioma: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 2 });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Usuario/guardaIdioma',
      headers: company,
      payload: { idioma: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('idioma');
  });
});
