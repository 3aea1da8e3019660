import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type Lang = 'es' | 'en';
type Headers = Record<string, string>;

const acceptLanguage = (lang: Lang) => (lang === 'en' ? 'en-GB,en;q=0.9' : 'es-ES,es;q=0.9');

/**
 * Signs a user in with the interface in `lang` (Demo1234): the sign-in saves it as the user's
 * language (users.idioma), the one of their notices' mails. Returns the authorization header.
 */
export async function signInIn(
  app: FastifyInstance,
  email: string,
  lang: Lang,
  ambito: 'PrivadoAlumno' | 'PrivadoEmpresa' = 'PrivadoAlumno',
): Promise<Headers> {
  const res = await app.inject({
    method: 'POST',
    url: ambito === 'PrivadoEmpresa' ? '/api/Empresa/logaUsuario' : '/api/Alumno/logaUsuario',
    headers: { 'accept-language': acceptLanguage(lang) },
    payload: { eUsuario: email, ePassword: 'Demo1234', eAmbito: ambito },
  });
  expect(res.json(), res.body).toMatchObject({ status: 0 });
  return { authorization: `Bearer ${res.json<{ datos: { token: string } }>().datos.token}` };
}

/** The user's notifications, newest first, as the interface in `lang` lists them. */
export async function noticesIn(
  app: FastifyInstance,
  headers: Headers,
  lang: Lang,
  role: 'Alumno' | 'Empresa' = 'Alumno',
): Promise<{ titulo: string; texto: string; urlAcceso: string | null }[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/${role}/dameNotificaciones`,
    headers: { ...headers, 'accept-language': acceptLanguage(lang) },
  });
  expect(res.json(), res.body).toMatchObject({ status: 0 });
  return res.json<{ datos: { titulo: string; texto: string; urlAcceso: string | null }[] }>().datos;
}
