import { authCalls } from '@portal/contracts';
import { expect } from 'vitest';
import { createSmtpTestApp } from '../../test/smtp-app.ts';

/** What the tests read of `datos` (absent fields are simply not read). */
interface Datos {
  errores: { campo: string; mensaje: string }[];
  token: string;
  textoCortoRGPD: string | null;
  conPracticas: boolean;
}

export interface Answer {
  http: number;
  status: number;
  datos: Datos;
  mensaje: string | null;
}

/**
 * The app of the account tests on an empty database (each test builds the users it signs in
 * with), with mail sent through a real SMTP server (the links in it are read back), closed after
 * the calling test file. A function, not module state: test files of a
 * worker share modules, and each file needs its own app and database.
 */
export async function accountsHarness() {
  const { app, ctx, database, inbox } = await createSmtpTestApp('accounts');

  const post = async (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await app.inject({ method: 'POST', url, payload, headers });
    return { http: res.statusCode, ...res.json<Omit<Answer, 'http'>>() };
  };

  const login = (eUsuario: string, ePassword: string, eAmbito = 'PrivadoAlumno') =>
    post(
      eAmbito === 'PrivadoEmpresa' ? authCalls.loginCompany.path : authCalls.loginCandidate.path,
      {
        eUsuario,
        ePassword,
        eAmbito,
      },
    );

  const tokenFor = async (email: string, password = 'Demo1234', ambito = 'PrivadoAlumno') => {
    const res = await login(email, password, ambito);
    expect(res.status).toBe(0);
    return res.datos.token;
  };

  const notifications = async (token: string, role = 'Alumno') =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/${role}/dameNotificaciones`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ status: number }>().status;

  return { app, ctx, database, inbox, post, login, tokenFor, notifications };
}
