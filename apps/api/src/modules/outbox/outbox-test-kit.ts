import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {
  accountCalls,
  authCalls,
  companyCandidateCalls,
  staffCompanyCalls,
} from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createMailer } from '../../lib/mailer.ts';
import { buildCompanyAccountRequest } from '../../test/build-companies.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { TEST_JWT_SECRET } from '../../test/test-app.ts';
import type { ReceivedMail } from '../../test/smtp-inbox.ts';
import { outboxMessages } from './outbox.table.ts';

/** A whole app whose outbox delivers over SMTP to `smtpUrl` (a test inbox). */
export async function smtpApp(database: Database, smtpUrl: string) {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `portal-outbox-${String(process.pid)}`),
    SHED_EVENT_LOOP_DELAY_MS: '0',
    LOGIN_RATE_PER_MINUTE: '1000',
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Portal de Empleo <no-responder@portal.test>',
    PUBLIC_URL: 'https://empleo.example.es',
  });
  const mailer = createMailer({
    smtpUrl,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    logger: pino({ level: 'silent' }),
  });
  return buildApp({ env, database, jwtSecret: TEST_JWT_SECRET, mailer });
}

type App = Awaited<ReturnType<typeof smtpApp>>;

export const messageIdOf = (mail: ReceivedMail) =>
  /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(mail.raw)?.[1] ?? null;

/** Outbox rows by id, in id order. */
export const outboxRows = (app: App, ids: number[]) =>
  app.ctx.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.id, ids))
    .orderBy(outboxMessages.id);

/** The outbox rows of mails to these addresses not yet delivered (oldest first). */
export const outboxRowsTo = (app: App, addresses: string[]) =>
  app.ctx.db
    .select()
    .from(outboxMessages)
    .where(inArray(sql<string>`${outboxMessages.payload} ->> 'to'`, addresses))
    .orderBy(outboxMessages.id);

async function signIn(app: App, url: string, payload: object): Promise<string> {
  const res = await app.app.inject({ method: 'POST', url, payload });
  const body = res.json<{ status: number; datos: { token: string } }>();
  if (body.status !== 0) {
    throw new Error(`sign-in failed: ${res.body}`);
  }
  return `Bearer ${body.datos.token}`;
}

const post = async (app: App, url: string, payload: object, authorization?: string) =>
  (
    await app.app.inject({
      method: 'POST',
      url,
      payload,
      ...(authorization ? { headers: { authorization } } : {}),
    })
  ).json<{ status: number }>();

/** A candidate asks for a password link: answers the call's body and the candidate's address. */
export async function askPasswordReset(app: App) {
  const candidate = await buildCandidate(app.ctx.db);
  const answer = await post(app, accountCalls.requestCandidateReset.path, {
    usuario: candidate.email,
  });
  return { answer, email: candidate.email };
}

/** The careers office approves a company's account request (a set-password mail). */
export async function approveCompanyRequest(app: App) {
  const email = `solicitud-${randomBytes(4).toString('hex')}@empresa.es`;
  const request = await buildCompanyAccountRequest(app.ctx.db, {
    nombreEmpresa: 'Correo Retenido S.L.',
    email,
  });
  const staff = await buildStaff(app.ctx.db);
  const authorization = await signIn(app, authCalls.loginStaff.path, {
    eUsuario: staff.email,
    ePassword: 'Demo1234',
  });
  const answer = await post(
    app,
    staffCompanyCalls.approveAccountRequest.path,
    { idSolicitud: request.id },
    authorization,
  );
  return { answer, email };
}

/** A company moves an application to interview (a mail to the candidate). */
export async function changeApplicationState(app: App) {
  const { company, user } = await buildCompany(app.ctx.db);
  const offer = await insertOffer(app.ctx.db, company.id, { titulo: 'Oferta con correo' });
  const candidate = await buildCandidate(app.ctx.db);
  const application = await insertApplication(app.ctx.db, offer.id, candidate.id);
  const authorization = await signIn(app, authCalls.loginCompany.path, {
    eUsuario: user.email,
    ePassword: 'Demo1234',
    eAmbito: 'PrivadoEmpresa',
  });
  const answer = await post(
    app,
    companyCandidateCalls.changeState.path,
    { idCandidatura: application.id, idEstado: 4, mensaje: 'Te llamaremos.' },
    authorization,
  );
  return { answer, email: candidate.email };
}
