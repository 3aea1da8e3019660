import { accountCalls, callUrl, staffCandidateCalls } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dni } from '../../db/seed/ids.ts';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { users } from '../users/users.table.ts';

const t = await createTestApp();
const staffUser = await buildStaff(t.ctx.db);
const manager = await staffHeader(t, staffUser.email);

interface Answer {
  http: number;
  status: number;
  mensaje: string | null;
  datos: { emailConfirmado?: boolean } | null;
}

const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { http: res.statusCode, ...res.json<Omit<Answer, 'http'>>() };
};

let serial = 7_400_000;
/** A student who registered and has not opened the mailed link yet. */
async function registered(idioma: 'es' | 'en' = 'es') {
  serial += 1;
  const email = `sin-confirmar-${String(serial)}@test.es`;
  const res = await post(
    accountCalls.registerCandidate.path,
    {
      nombre: 'Marta',
      apellidos: 'Sin Confirmar',
      dni: dni(serial),
      email,
      telefono: '600123456',
      password: 'Segura123',
      confirmacion: 'Segura123',
      aceptaPoliticaPrivacidad: true,
    },
    { 'accept-language': idioma },
  );
  expect(res.status).toBe(0);
  const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  return { id: user?.id ?? 0, email };
}

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const linkOf = (text: string) => /\/confirmar-email\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? '';
const resend = (idUsuario: number, headers: Record<string, string> = manager) =>
  post(staffCandidateCalls.resendConfirmation.path, { idUsuario }, headers);

describe('the careers office resends the registration confirmation mail', () => {
  it('mails a new link that works, the earlier one stops, and the sheet says whether it is confirmed', async () => {
    const { id, email } = await registered();
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const first = linkOf(mailsTo(email)[0]?.text ?? '');

    const sheet = await t.app.inject({
      method: 'GET',
      url: callUrl(staffCandidateCalls.sheet, { params: { id } }),
      headers: manager,
    });
    expect(sheet.json<{ datos: { emailConfirmado: boolean } }>().datos.emailConfirmado).toBe(false);

    const answer = await resend(id);
    expect(answer).toMatchObject({ http: 200, status: 0 });
    expect(answer.datos?.emailConfirmado).toBe(false);
    await expect.poll(() => mailsTo(email).length).toBe(2);
    const mail = mailsTo(email)[1];
    expect(mail?.text).toContain('Hola Marta:');
    const second = linkOf(mail?.text ?? '');
    expect(second).not.toBe(first);

    // Only the newest link confirms.
    expect((await post(accountCalls.confirmEmail.path, { token: first })).status).toBe(42);
    expect((await post(accountCalls.confirmEmail.path, { token: second })).status).toBe(0);

    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accion, 'candidato.reenviar_confirmacion'),
          eq(auditLog.entidadId, String(id)),
        ),
      )
      .orderBy(desc(auditLog.id));
    expect(row?.actorEmail).toBe(staffUser.email);

    // Confirmed: nothing more to send.
    expect(await resend(id)).toMatchObject({
      http: 409,
      mensaje: 'El correo de este candidato ya está confirmado.',
    });
    // A reader of English is told why in English.
    expect(await resend(id, { ...manager, 'accept-language': 'en' })).toMatchObject({
      http: 409,
      mensaje: "This candidate's email address is already confirmed.",
    });
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('writes to a candidate who registered in English in English', async () => {
    const { id, email } = await registered('en');
    expect((await resend(id)).status).toBe(0);
    await expect.poll(() => mailsTo(email).length).toBe(2);
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      'Confirm your email address',
      'Confirm your email address',
    ]);
    expect(mailsTo(email)[1]?.text).toContain('/confirmar-email?token=');
  });

  it('answers 404 for someone who is not a candidate and refuses anyone but the careers office', async () => {
    const { id } = await registered();
    expect(await resend(999_999)).toMatchObject({ http: 404 });
    expect((await resend(id, {})).http).toBe(401);
    const student = await t.authHeader((await buildCandidate(t.ctx.db)).email);
    expect((await resend(id, student)).http).toBe(403);
  });
});
