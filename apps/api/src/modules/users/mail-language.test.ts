import { accountDeletionCalls, callUrl, contactCalls, staffSurveyCalls } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { ENGLISH_BELOW } from '../../lib/mail-catalogue.ts';
import { buildSurvey } from '../../test/build-surveys.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import type { ReceivedMail } from '../../test/smtp-inbox.ts';
import { createSmtpTestApp } from '../../test/smtp-app.ts';
import type { TestApp } from '../../test/test-app.ts';

// The language of the mails to the careers office and of survey invitations,
// read from a real SMTP server in this process. Rule (lib/mail-catalogue.ts): an address of a
// portal user gets that user's language; an address of nobody known gets Spanish, then English.

const OFFICE = 'orientacion@universidad-demo.es';
const { app, ctx, database, inbox } = await createSmtpTestApp('mail-language', {
  CONTACT_MAIL_TO: OFFICE,
});
/** A careers-office manager, who may also be the address of the agreements mails. */
const manager = await buildStaff(database.db, 'gestor');

const setLanguage = (email: string, idioma: 'es' | 'en') =>
  ctx.db.update(users).set({ idioma }).where(eq(users.email, email));

const candidateHeader = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Alumno/logaUsuario',
    payload: { eUsuario: email, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
  });
  return { authorization: `Bearer ${res.json<{ datos: { token: string } }>().datos.token}` };
};

/** Spanish first, then the English version, in one mail. */
function expectBilingual(mail: ReceivedMail, spanish: string, english: string) {
  const es = mail.body.indexOf(spanish);
  const separator = mail.body.indexOf(ENGLISH_BELOW);
  const en = mail.body.indexOf(english);
  expect(es, mail.body).toBeGreaterThanOrEqual(0);
  expect(separator).toBeGreaterThan(es);
  expect(en).toBeGreaterThan(separator);
}

function expectOnly(mail: ReceivedMail, present: string, absent: string) {
  expect(mail.body).toContain(present);
  expect(mail.body).not.toContain(absent);
  expect(mail.body).not.toContain(ENGLISH_BELOW);
}

describe('mails to the careers office', () => {
  it('the shared contact address (CONTACT_MAIL_TO) gets Spanish, then English', async () => {
    const res = await app.inject({
      method: 'POST',
      url: contactCalls.send.path,
      payload: {
        nombre: 'Laura Gil Ortega',
        email: 'laura.gil@correo.example',
        perfil: 'empresa',
        asunto: 'Convenio nuevo',
        mensaje: '¿Cómo firmamos un convenio?',
        aceptaPoliticaPrivacidad: true,
      },
      remoteAddress: '203.0.113.9',
    });
    expect(res.json()).toMatchObject({ status: 0 });
    const mail = await inbox.next(OFFICE);
    expectBilingual(
      mail,
      'Nuevo mensaje del formulario de contacto del portal',
      "New message from the portal's contact form",
    );
    expect(mail.body).toContain('Perfil: Empresa o entidad');
    expect(mail.body).toContain('Profile: Company or organisation');
    expect(mail.raw).toMatch(/^Subject: .+/m);
  });

  it("the brand's office address gets its staff user's language when it is one", async () => {
    const candidate = await buildCandidate(ctx.db);
    // A shared mailbox (nobody's): both languages.
    await ctx.brand.update({ emailContactoConvenios: 'practicas@universidad-demo.es' });
    const first = await app.inject({
      method: 'POST',
      url: accountDeletionCalls.request.path,
      payload: {},
      headers: await candidateHeader(candidate.email),
    });
    expect(first.json()).toMatchObject({ status: 0 });
    expectBilingual(
      await inbox.next('practicas@universidad-demo.es'),
      'ha solicitado la baja del servicio de empleo',
      'has asked to leave the employment service',
    );

    // The address of a staff member who uses the English interface: English only.
    await ctx.brand.update({ emailContactoConvenios: manager.email });
    await setLanguage(manager.email, 'en');
    const other = await buildCandidate(ctx.db);
    await app.inject({
      method: 'POST',
      url: accountDeletionCalls.request.path,
      payload: {},
      headers: await candidateHeader(other.email),
    });
    expectOnly(
      await inbox.next(manager.email),
      'has asked to leave the employment service',
      'ha solicitado la baja',
    );
    // And in Spanish only when that is their language.
    await setLanguage(manager.email, 'es');
    const third = await buildCandidate(ctx.db);
    await app.inject({
      method: 'POST',
      url: accountDeletionCalls.request.path,
      payload: {},
      headers: await candidateHeader(third.email),
    });
    expectOnly(
      await inbox.next(manager.email),
      'ha solicitado la baja del servicio de empleo',
      'has asked to leave',
    );
  });
});

describe('survey invitations', () => {
  it("go in a portal user's language, and in Spanish then English to an outside address", async () => {
    const survey = await buildSurvey(ctx.db, {
      slug: 'satisfaccion-practicas-2026',
      titulo: 'Encuesta de satisfacción con las prácticas',
    });
    const english = await buildCandidate(ctx.db);
    const spanish = await buildCandidate(ctx.db);
    await setLanguage(english.email, 'en');
    const res = await app.inject({
      method: 'POST',
      url: callUrl(staffSurveyCalls.invite, { params: { id: survey.id } }),
      headers: await staffHeader({ app } as TestApp, manager.email),
      payload: {
        invitados: [
          { email: 'tutora.externa@empresa.example' },
          { email: english.email.toUpperCase() },
          { email: spanish.email },
        ],
      },
    });
    expect(res.json()).toMatchObject({ status: 0 });
    const outside = await inbox.next('tutora.externa@empresa.example');
    expectBilingual(
      outside,
      'Te invitamos a contestar la encuesta «Encuesta de satisfacción con las prácticas»',
      'You are invited to answer the survey "Encuesta de satisfacción con las prácticas"',
    );
    expect(outside.body).toContain(
      'https://empleo.example.es/encuestas/satisfaccion-practicas-2026?',
    );
    expectOnly(
      await inbox.next(english.email),
      'Your personal link (it works only once)',
      'Tu enlace personal',
    );
    expectOnly(
      await inbox.next(spanish.email),
      'Tu enlace personal (solo puede usarse una vez)',
      'Your personal link',
    );
  });
});
