import type { OfferList } from '@portal/contracts';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** A candidate's offer list as the web asks for it (`query` without the `?`); fails unless 200. */
export async function listOffers(
  t: TestApp,
  email: string,
  query = '',
  tipo = 'practicas',
): Promise<OfferList> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Alumno/dameOfertasUsuario/${tipo}${query ? `?${query}` : ''}`,
    headers: await t.authHeader(email),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ datos: OfferList }>().datos;
}
