import { buildCandidate } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The terms of a proposed internship. */
export const terms = {
  fechaInicio: '2027-03-01',
  fechaFin: '2027-06-30',
  horasDia: '5',
  diasSemana: '5',
  meses: '4',
  remuneracion: '450,50',
  tutorNombre: 'Jorge Tutor',
  tutorEmail: 'jorge@startup.es',
  descripcion: 'Desarrollo de una aplicación móvil para la gestión de reservas.',
};

/** A student's internship proposal for a company not registered in the portal. */
export const proposal = (extra: object = {}) => ({
  cifEmpresa: 'B12345674',
  nombreEmpresa: 'Startup Granada S.L.',
  emailContacto: 'rrhh@startup.es',
  nombreContacto: 'Elena Recursos',
  ...terms,
  ...extra,
});

/** The proposal tests' calls, and a new signed-in candidate (Sergio). */
export function proposalsClient(t: TestApp) {
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  async function candidate() {
    const c = await buildCandidate(t.ctx.db, { nombre: 'Sergio' });
    return { ...c, headers: await t.authHeader(c.email) };
  }
  return { post, get, candidate };
}
