import {
  accountCalls,
  applicationCalls,
  authCalls,
  Codes,
  offerCalls,
  type FittingOfferList,
  internshipProposalCalls,
  internshipRequestCalls,
  privacyCalls,
  staffCandidateCalls,
  surveyCalls,
  type Ambito,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { offers } from '../../db/schema.ts';
import { DEMO_SET_PASSWORD_TOKEN } from '../../db/seed/demo-accounts.ts';
import { demoUnactivated } from '../../db/seed/demo-record.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createDemoTestApp } from '../../test/test-app.ts';
import { listPendingCompanyAccountRequests } from './company-requests.service.ts';

// A test of the demo itself: the only account test on the demo seed.
const t = await createDemoTestApp();

const post = async (url: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url, payload })).json<{ status: number }>();

describe('demo data of the account lifecycle', () => {
  it('has a waiting request and a set-password link for establecer@demo.es', async () => {
    const pending = await listPendingCompanyAccountRequests(t.ctx);
    expect(pending.map((r) => r.email)).toContain('solicitud@demo.es');
    const res = await post(accountCalls.setCompanyPassword.path, {
      token: DEMO_SET_PASSWORD_TOKEN,
      password: 'Establecer1',
      confirmacion: 'Establecer1',
    });
    expect(res.status).toBe(0);
    const session = await post(authCalls.loginCompany.path, {
      eUsuario: 'establecer@demo.es',
      ePassword: 'Establecer1',
      eAmbito: 'PrivadoEmpresa',
    });
    expect(session.status).toBe(0);
  });

  it('has an account the record made that nobody has activated, and its link can be sent again', async () => {
    const headers = await staffHeader(t, 'gestor@demo.es');
    const res = await t.app.inject({
      url: `${staffCandidateCalls.search.path}?activacion=pendiente`,
      headers,
    });
    const listed = res.json<{
      datos: { candidatos: { idUsuario: number; email: string; activacionPendiente: boolean }[] };
    }>().datos.candidatos;
    const person = listed.find((c) => c.email === demoUnactivated.email);
    expect(person).toMatchObject({ activacionPendiente: true });
    const resent = await t.app.inject({
      method: 'POST',
      url: staffCandidateCalls.resendActivation.path,
      payload: { idUsuario: person?.idUsuario },
      headers,
    });
    expect(resent.json()).toMatchObject({ status: 0 });
  });
});

/** A GET call as a demo account, its answer read with the call's own schema. */
async function getAs<S extends z.ZodType>(
  email: string,
  ambito: Ambito,
  call: { path: string; response: S },
  idEmpresa?: number,
): Promise<z.output<S>> {
  const headers = await t.authHeader(email, ambito, idEmpresa);
  const res = await t.app.inject({ method: 'GET', url: call.path, headers });
  return call.response.parse(res.json<{ datos: unknown }>().datos);
}

/** The companies a company user chooses from at sign-in. */
async function companiesOf(
  email: string,
): Promise<{ idEmpresa: number; nombreComercial: string }[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: authCalls.companiesOfUser.path,
    payload: { eUsuario: email, ePassword: 'Demo1234' },
  });
  return res.json<{ datos: { idEmpresa: number; nombreComercial: string }[] }>().datos;
}

describe('demo accounts that show several features', () => {
  it('estudiante@demo.es has a survey with jumps to answer and a pending and a rejected proposal', async () => {
    const surveys = await getAs('estudiante@demo.es', 'PrivadoAlumno', surveyCalls.candidateList);
    expect(surveys).toContainEqual(
      expect.objectContaining({
        urlAcceso: 'trayectoria-profesional-2026',
        obligatoria: false,
        contestada: false,
      }),
    );
    const proposals = await getAs(
      'estudiante@demo.es',
      'PrivadoAlumno',
      internshipProposalCalls.candidateList,
    );
    expect(proposals.map((p) => p.estado).sort()).toEqual(['pendiente', 'rechazada']);
  });

  it('encuesta@demo.es accepts the privacy text at sign-in, then has a mandatory survey', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: authCalls.loginCandidate.path,
      payload: { eUsuario: 'encuesta@demo.es', ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
    });
    const { token, textoCortoRGPD } = login.json<{
      datos: { token: string; textoCortoRGPD: string | null };
    }>().datos;
    expect(textoCortoRGPD).not.toBeNull();
    const accepted = await t.app.inject({
      method: 'GET',
      url: privacyCalls.acceptCandidate.path,
      headers: { authorization: `Bearer ${token}` },
    });
    const session = accepted.json<{ datos: { token: string } }>().datos;
    const surveys = await t.app.inject({
      method: 'GET',
      url: surveyCalls.candidateList.path,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(
      surveys.json<{ datos: { obligatoria: boolean; contestada: boolean }[] }>().datos,
    ).toContainEqual(expect.objectContaining({ obligatoria: true, contestada: false }));
  });

  it('convenios@demo.es works for three companies; Laboratorios Prado has internships, one with a pending extension request', async () => {
    const companies = await companiesOf('convenios@demo.es');
    expect(companies).toHaveLength(3);
    const prado = companies.find((c) => c.nombreComercial === 'Laboratorios Prado');
    const internships = await getAs(
      'convenios@demo.es',
      'PrivadoEmpresa',
      internshipRequestCalls.companyInternships,
      prado?.idEmpresa,
    );
    expect(internships.map((i) => i.estado).sort()).toEqual(['en_curso', 'en_curso', 'finalizada']);
    const requests = internships.flatMap((i) => i.solicitudes);
    expect(requests).toEqual([
      expect.objectContaining({ accion: 'ampliacion', estado: 'pendiente' }),
    ]);
  });
});

describe('demo data of the academic record', () => {
  it('sin.verificar@demo.es, not in the record, is offered open job offers only and refused internships', async () => {
    const headers = await t.authHeader('sin.verificar@demo.es', 'PrivadoAntiguoAlumno');
    const fitting = await t.app.inject({
      method: 'GET',
      url: `${offerCalls.fitting.path}?porPagina=50`,
      headers,
    });
    const list = fitting.json<{ datos: FittingOfferList }>().datos;
    expect(list.soloAbiertasATodos).toBe(true);
    expect(list.total).toBeGreaterThan(0);
    const [internship] = await t.ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.familia, 'practicastitulados'), eq(offers.estado, 2)))
      .limit(1);
    const apply = await t.app.inject({
      method: 'POST',
      url: applicationCalls.apply.path,
      headers,
      payload: { urlOferta: String(internship?.id) },
    });
    expect(apply.json<{ status: number }>().status).toBe(Codes.NOT_VERIFIED_CANDIDATE);
  });
});

/** The accounts of the README's demo table, as a reader of it would try them. */
function readmeDemoAccounts(): string[] {
  const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Demo accounts')[1]?.split('\n## ')[0] ?? '';
  return [...new Set(section.match(/[a-z0-9.-]+@demo\.es/g) ?? [])];
}

/** Accounts the table says cannot sign in yet, and the blocked one (refused with code 90). */
const notSigningIn = new Set([
  'solicitud@demo.es',
  'sin.confirmar@demo.es',
  'establecer@demo.es',
  'bloqueado@demo.es',
]);

describe('the README demo table', () => {
  it('lists accounts that sign in with the demo password at one of the doors', async () => {
    const accounts = readmeDemoAccounts();
    expect(accounts.length).toBeGreaterThanOrEqual(15);
    const signsIn = async (email: string) => {
      const credentials = { eUsuario: email, ePassword: 'Demo1234' };
      for (const eAmbito of ['PrivadoAlumno', 'PrivadoAntiguoAlumno']) {
        if ((await post(authCalls.loginCandidate.path, { ...credentials, eAmbito })).status === 0) {
          return true;
        }
      }
      // A user of two companies chooses one, as the login page asks.
      const companies = await t.app.inject({
        method: 'POST',
        url: authCalls.companiesOfUser.path,
        payload: credentials,
      });
      const first = companies.json<{ datos?: { idEmpresa: number }[] }>().datos?.[0];
      if (first !== undefined) {
        const session = await post(authCalls.loginCompany.path, {
          ...credentials,
          eAmbito: 'PrivadoEmpresa',
          eidEmpresa: first.idEmpresa,
        });
        return session.status === 0;
      }
      return (await post(authCalls.loginStaff.path, credentials)).status === 0;
    };
    const signedIn: string[] = [];
    for (const email of accounts) {
      if (await signsIn(email)) {
        signedIn.push(email);
      }
    }
    expect(signedIn).toEqual(accounts.filter((email) => !notSigningIn.has(email)));
  });
});
