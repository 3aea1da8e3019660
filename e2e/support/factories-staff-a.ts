import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './env.ts';
import { build, type Account } from './factory.ts';

type RequestsCompany = Account & { id: number; userId: number; nombreComercial: string };

/**
 * The requests the careers office decides, built through the test server's factories
 * (apps/api/src/test/e2e/factories-staff-a.ts), each under a company name of its own.
 */
export function staffAFactory(request: APIRequestContext) {
  return {
    /**
     * A company with three internships, Marta Soler Vidal's (titled `titulo`) with an extension
     * request pending.
     */
    extensionCompany: (input: { titulo: string }) =>
      build<RequestsCompany & { titulo: string }>(request, 'empresaConAmpliacion', input),
    /** A student with internship proposals pending the careers office. */
    proposer: (input: {
      nombre: string;
      apellidos: string;
      propuestas: { nombreEmpresa: string }[];
    }) => build<Account & { id: number }>(request, 'proponente', input),
    /**
     * A past, non-public workshop (30 places, «Talleres», at /taller-linkedin-<palabra>) with
     * the two `asistentes` enrolled, a guide, a communication scheduled in 30 days and an inactive
     * programme the two ask to join.
     */
    staffContent: (input: {
      palabra: string;
      taller: string;
      guia: string;
      comunicacion: string;
      programa: string;
      asistentes: { nombre: string; apellidos: string }[];
    }) =>
      build<{ eventoId: number; programaId: number; asistentes: { id: number; email: string }[] }>(
        request,
        'contenidosGestion',
        input,
      ),
    /** An education centre with requests in every state, Sara Medina Cortés's pending. */
    educationCentre: () => build<RequestsCompany>(request, 'centroConSolicitudPendiente', {}),
  };
}

/**
 * Calls of the back-office API a staff spec makes to set up what it then looks at (a blocked
 * candidate whose block is in the audit log), signed in as a careers-office user it built.
 */
/** The candidate asks to leave the service, as «Solicitar baja» does. */
export async function requestDeletion(request: APIRequestContext, candidate: Account) {
  const login = await request.post('/api/Alumno/logaUsuario', {
    data: { eUsuario: candidate.user, ePassword: DEMO_PASSWORD, eAmbito: 'PrivadoAlumno' },
  });
  const answer = (await login.json()) as { status: number; datos: { token: string } };
  expect(answer.status).toBe(0);
  const response = await request.post('/api/Alumno/solicitarBajaServicio', {
    headers: { authorization: `Bearer ${answer.datos.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function staffApi(request: APIRequestContext, staff: Account) {
  const login = await request.post('/api/Gestion/logaUsuario', {
    data: { eUsuario: staff.user, ePassword: DEMO_PASSWORD },
  });
  const answer = (await login.json()) as { status: number; datos: { token: string } };
  expect(answer.status).toBe(0);
  const headers = { authorization: `Bearer ${answer.datos.token}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { data, headers });
    const body = (await response.json()) as { status: number };
    expect(body.status, `${path}: ${JSON.stringify(body)}`).toBe(0);
  };
  return {
    /** Blocks a candidate with the message they see when signing in (and the audit's reason). */
    blockCandidate: (idUsuario: number, mensaje: string) =>
      post('/api/Gestion/bloquearCandidato', { idUsuario, mensaje }),
  };
}
