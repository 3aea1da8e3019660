// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { BrandContext } from '../../lib/brand.ts';
import { clearBanner, getErrorState } from '../../lib/error-store.ts';
import { endSession, getSessionState, setGodMode, startSession } from '../../lib/session.ts';
import { buildBrand } from '../../test/brand.ts';
import { buildToken } from '../../test/tokens.ts';
import { SessionWatcher } from './session-watcher.tsx';

const data = {
  conPracticas: true,
  conEmpleo: false,
  primerAcceso: false,
  faltaNumeroSeguridadSocial: false,
  alumnoConPracticasSinTitulacionesEnCurso: false,
};

function signInWithExp(exp: number) {
  act(() => {
    startSession({ token: buildToken({ exp }), data, ambito: 'PrivadoAlumno', remember: true });
  });
}

function renderAt(path: string, maintenance = false) {
  window.history.replaceState(null, '', path);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BrandContext value={buildBrand({ mantenimiento: maintenance })}>
        <MemoryRouter initialEntries={[path]}>
          <SessionWatcher />
        </MemoryRouter>
      </BrandContext>
    </QueryClientProvider>,
  );
}

describe('session watcher', () => {
  beforeEach(() => {
    act(() => {
      endSession();
      clearBanner();
    });
  });
  afterEach(() => {
    cleanup();
  });

  it('removes an expired token and shows error 2', () => {
    signInWithExp(Math.floor(Date.now() / 1000) - 1);
    renderAt('/cv');
    expect(getSessionState().session).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(getErrorState().banner).toMatchObject({ kind: 'code', code: 2 });
  });

  it('does not end the session on survey pages', () => {
    signInWithExp(Math.floor(Date.now() / 1000) - 1);
    renderAt('/encuestas/abc');
    expect(getSessionState().session).not.toBeNull();
    expect(getErrorState().banner).toBeNull();
  });

  it('keeps a valid session', () => {
    signInWithExp(Math.floor(Date.now() / 1000) + 600);
    renderAt('/');
    expect(getSessionState().session).not.toBeNull();
    expect(getErrorState().banner).toBeNull();
  });

  it('logs out a session in maintenance mode unless god mode is on', () => {
    signInWithExp(Math.floor(Date.now() / 1000) + 600);
    act(() => {
      setGodMode(true);
    });
    renderAt('/', true);
    expect(getSessionState().session).not.toBeNull();
    cleanup();
    act(() => {
      setGodMode(false);
    });
    renderAt('/', true);
    expect(getSessionState().session).toBeNull();
  });
});
