// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildToken } from '../test/tokens.ts';

const loginData = {
  conPracticas: true,
  conEmpleo: false,
  primerAcceso: false,
  faltaNumeroSeguridadSocial: true,
  alumnoConPracticasSinTitulacionesEnCurso: false,
};

/** session.ts reads storage when it is first imported: import it afresh per test. */
async function freshSession() {
  vi.resetModules();
  return import('./session.ts');
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) {
      document.cookie = `${name}=; path=/; max-age=0`;
    }
  }
}

describe('session ', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the session with the spec keys', async () => {
    const session = await freshSession();
    const token = buildToken();
    expect(
      session.startSession({ token, data: loginData, ambito: 'PrivadoAlumno', remember: true }),
    ).toBe(true);
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('userType')).toBe('alumno');
    expect(localStorage.getItem('remember')).toBe('true');
    expect(localStorage.getItem('hasPracticas')).toBe('true');
    expect(localStorage.getItem('hasEmpleo')).toBe('false');
    expect(localStorage.getItem('primerAcceso')).toBe('false');
    expect(localStorage.getItem('loggedby')).toBe('PrivadoAlumno');
    expect(session.getSessionState().session?.role).toBe('alumno');
    expect(session.getSessionState().prompts.socialSecurityNumber).toBe(true);
  });

  it('restores a stored session on reload', async () => {
    localStorage.setItem('token', buildToken({ role: 'empresa' }));
    localStorage.setItem('remember', 'true');
    const session = await freshSession();
    expect(session.getSessionState().session?.role).toBe('empresa');
  });

  it('drops a session that was not to be remembered once the browser session ended', async () => {
    localStorage.setItem('token', buildToken());
    localStorage.setItem('remember', 'false');
    const session = await freshSession();
    expect(session.getSessionState().session).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('detects expiry in seconds and removes the token with the user type', async () => {
    const session = await freshSession();
    const exp = Math.floor(Date.now() / 1000) + 60;
    session.startSession({
      token: buildToken({ exp }),
      data: loginData,
      ambito: 'PrivadoAlumno',
      remember: false,
    });
    expect(session.isSessionExpired(exp * 1000)).toBe(false);
    expect(session.isSessionExpired((exp + 1) * 1000)).toBe(true);
    session.dropToken();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(session.getSessionState().session).toBeNull();
  });

  it('logout clears local and session storage but keeps the cookie answer', async () => {
    const session = await freshSession();
    session.startSession({
      token: buildToken(),
      data: loginData,
      ambito: 'PrivadoAlumno',
      remember: true,
    });
    localStorage.setItem('cookieAccepted', 'true');
    localStorage.setItem('godMode', 'true');
    sessionStorage.setItem('prelogin', '/cv');
    session.endSession();
    expect(localStorage.getItem('cookieAccepted')).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('godMode')).toBeNull();
    expect(sessionStorage.getItem('prelogin')).toBeNull();
    expect(session.getSessionState()).toMatchObject({ session: null, godMode: false });
  });

  it('keeps god mode only when set', async () => {
    const session = await freshSession();
    session.setGodMode(true);
    expect(localStorage.getItem('godMode')).toBe('true');
    session.setGodMode(false);
    expect(localStorage.getItem('godMode')).toBeNull();
  });
});
