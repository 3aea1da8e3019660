import type { Role } from '@portal/contracts';
import { startSession } from '../lib/session.ts';

function base64Url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with the claims the web reads (the signature is the server's business). */
export function buildToken(
  claims: Partial<{
    role: Role;
    exp: number;
    given_name: string;
    unique_name: string;
    idEmpresa: number;
  }> = {},
): string {
  const payload = {
    sub: '4',
    unique_name: 'estudiante@demo.es',
    given_name: 'Lucía',
    family_name: 'Martínez Gómez',
    role: 'alumno',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`;
}

/**
 * Signs a test in as this role: calls that need a session are only sent with one, so a
 * page test that renders signed-in pages starts a session first (and ends it with endSession).
 */
export function signInForTest(role: Role = 'alumno'): void {
  startSession({
    token: buildToken({ role, ...(role === 'empresa' ? { idEmpresa: 1 } : {}) }),
    data: {
      conPracticas: true,
      conEmpleo: true,
      primerAcceso: false,
      faltaNumeroSeguridadSocial: false,
      alumnoConPracticasSinTitulacionesEnCurso: false,
    },
    ambito: role === 'empresa' ? 'PrivadoEmpresa' : 'PrivadoAlumno',
    remember: false,
  });
}
