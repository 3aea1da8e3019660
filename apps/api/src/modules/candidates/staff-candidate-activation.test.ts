import { accountCalls, staffCandidateCalls } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildStaff, randomDni } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  enrolled,
  mapCode,
  personOf,
  recordClient,
  recordCsv,
} from '../academic-record/record-test-helpers.ts';

const t = await createTestApp();
const staffUser = await buildStaff(t.ctx.db, 'gestor');
const manager = await staffHeader(t, staffUser.email);
const record = await recordClient(t);
await mapCode(t, 'G-INF', 36);

interface Answer {
  http: number;
  status: number;
  mensaje: string | null;
  datos: { activacionPendiente?: boolean } | null;
}

const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { http: res.statusCode, ...res.json<Omit<Answer, 'http'>>() };
};
const resend = (idUsuario: number, headers: Record<string, string> = manager) =>
  post(staffCandidateCalls.resendActivation.path, { idUsuario }, headers);

/** A person the record gave an account: its id and mailbox. */
async function fromRecord() {
  const dni = randomDni();
  await record.apply(recordCsv([enrolled(dni, 'G-INF')]));
  const person = await personOf(t, dni);
  const email = `${dni.toLowerCase()}@alumnos.uni.es`;
  await expect.poll(() => mailsTo(email).length).toBe(1);
  return { id: person?.user.id ?? 0, email };
}
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe('the careers office resends the activation link of an account the record made', () => {
  it('mails a new link that sets the password; the sheet says the account waits until then', async () => {
    const { id, email } = await fromRecord();
    const sheet = await t.app.inject({
      method: 'GET',
      url: staffCandidateCalls.sheet.path.replace(':id', String(id)),
      headers: manager,
    });
    expect(sheet.json<Answer>().datos?.activacionPendiente).toBe(true);
    const answer = await resend(id);
    expect(answer).toMatchObject({ status: 0, mensaje: 'Enlace de activación enviado.' });
    await expect.poll(() => mailsTo(email).length).toBe(2);
    const mail = mailsTo(email)[1];
    expect(mail?.subject).toBe('Tu cuenta del Portal de Empleo');
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accion, 'candidato.reenviar_activacion'),
          eq(auditLog.entidadId, String(id)),
        ),
      );
    expect(entry).toMatchObject({ actorUserId: staffUser.id });
    const set = await post(accountCalls.resetCandidatePassword.path, {
      token: tokenOf(mail?.text ?? ''),
      password: 'NuevaClave123',
      confirmacion: 'NuevaClave123',
    });
    expect(set.status).toBe(0);
    // Used now: nothing to activate.
    const again = await resend(id);
    expect(again).toMatchObject({ http: 409, datos: null });
    expect(again.mensaje).toContain('no necesita activarse');
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('says it in English to a client that asks for English', async () => {
    const { id } = await fromRecord();
    const answer = await resend(id, { ...manager, 'accept-language': 'en-GB,en;q=0.9' });
    expect(answer).toMatchObject({ status: 0, mensaje: 'Activation link sent.' });
  });

  it('refuses an account the candidate opened, 404 for someone unknown, and anyone but staff', async () => {
    const own = await buildCandidate(t.ctx.db, { verificado: false });
    expect(await resend(own.id)).toMatchObject({ http: 409 });
    expect(await resend(2_000_000_000)).toMatchObject({ http: 404 });
    const { id } = await fromRecord();
    expect((await resend(id, await t.authHeader(own.email))).http).toBe(403);
    expect((await resend(id, {})).http).toBe(401);
  });
});

describe('the candidate list tells the accounts nobody has activated', () => {
  const search = async (query: string) => {
    const res = await t.app.inject({
      url: `${staffCandidateCalls.search.path}?${query}`,
      headers: manager,
    });
    return res.json<{
      datos: { candidatos: { idUsuario: number; activacionPendiente: boolean }[] };
    }>().datos.candidatos;
  };
  const ids = (rows: { idUsuario: number }[]) => rows.map((row) => row.idUsuario);

  it('marks them, filters by them, and exports the column', async () => {
    const { id, email } = await fromRecord();
    const own = await buildCandidate(t.ctx.db, { verificado: false });
    const unused = (await search(`texto=${encodeURIComponent(email)}`))[0];
    expect(unused).toMatchObject({ idUsuario: id, activacionPendiente: true });
    const pending = await search('activacion=pendiente&porPagina=100');
    expect(ids(pending)).toContain(id);
    expect(ids(pending)).not.toContain(own.id);
    expect(pending.every((row) => row.activacionPendiente)).toBe(true);
    const done = await search(`activacion=hecha&texto=${encodeURIComponent(own.email)}`);
    expect(done).toEqual([
      expect.objectContaining({ idUsuario: own.id, activacionPendiente: false }),
    ]);
    expect(await search(`activacion=hecha&texto=${encodeURIComponent(email)}`)).toEqual([]);

    const csv = await t.app.inject({
      url: `${staffCandidateCalls.exportList.path}?formato=csv&texto=${encodeURIComponent(email)}`,
      headers: manager,
    });
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header?.split(';').at(-1)).toBe('"Activación pendiente"');
    expect(row?.split(';').at(-1)).toBe('"sí"');
  });

  it('refuses an unknown activation filter with the field named', async () => {
    const res = await t.app.inject({
      url: `${staffCandidateCalls.search.path}?activacion=quiza`,
      headers: manager,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('activacion');
  });
});
