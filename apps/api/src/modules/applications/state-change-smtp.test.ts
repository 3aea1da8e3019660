import { applicationCalls, authCalls } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildEligibleStudent, buildOffer } from '../../test/offer-builders.ts';
import { createSmtpTestApp } from '../../test/smtp-app.ts';

// The notice of a state change must arrive at a real SMTP server in this process.
const { app, ctx, inbox } = await createSmtpTestApp('smtp', {
  MAIL_FROM: 'Portal de Empleo <no-responder@portal.test>',
});

describe('state-change email through SMTP', () => {
  it('delivers the applied notice to the candidate through a real SMTP server', async () => {
    const user = await buildEligibleStudent(ctx.db);
    const offer = await buildOffer(ctx.db, { titulo: 'Prácticas con correo real' });
    const login = await app.inject({
      method: 'POST',
      url: authCalls.loginCandidate.path,
      payload: { eUsuario: user.email, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
    });
    const token = login.json<{ datos: { token: string } }>().datos.token;
    const res = await app.inject({
      method: 'POST',
      url: applicationCalls.apply.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { urlOferta: offer.id },
    });
    expect(res.json().status).toBe(0);
    const mail = await inbox.next(user.email);
    expect(inbox.mails).toHaveLength(1);
    expect(mail.from).toBe('no-responder@portal.test');
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Inscripci=C3=B3n_realizada?=');
    expect(mail.raw).toMatch(/Pr=C3=A1cticas con correo\s*(=\r?\n)?\s*real/);
  });
});
