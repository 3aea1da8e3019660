// @vitest-environment jsdom
import type { BrandSettings } from '@portal/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BrandContext } from '../../lib/brand.ts';
import { endSession, setGodMode, startSession } from '../../lib/session.ts';
import { buildBrand } from '../../test/brand.ts';
import { buildToken } from '../../test/tokens.ts';
import { RouteGuard } from './route-guard.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, brand: BrandSettings = buildBrand()) {
  return render(
    <BrandContext value={brand}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Where />
                <RouteGuard>
                  <p>page</p>
                </RouteGuard>
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </BrandContext>,
  );
}

function signIn(role: 'alumno' | 'empresa') {
  act(() => {
    startSession({
      token: buildToken({ role }),
      data: {
        conPracticas: true,
        conEmpleo: false,
        primerAcceso: false,
        faltaNumeroSeguridadSocial: false,
        alumnoConPracticasSinTitulacionesEnCurso: false,
      },
      ambito: role === 'empresa' ? 'PrivadoEmpresa' : 'PrivadoAlumno',
      remember: true,
    });
  });
}

describe('route guard in the app', () => {
  beforeEach(() => {
    act(() => {
      endSession();
    });
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
  });

  it('sends a visitor to /login and remembers the wanted path in sessionStorage', () => {
    renderAt('/ofertas-empleo?filter=intermediacion');
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(sessionStorage.getItem('prelogin')).toBe('/ofertas-empleo?filter=intermediacion');
  });

  it('sends a signed-in user on a login page to the remembered path, once', () => {
    sessionStorage.setItem('prelogin', '/cv');
    signIn('alumno');
    renderAt('/login');
    expect(screen.getByTestId('where').textContent).toBe('/cv');
    expect(sessionStorage.getItem('prelogin')).toBeNull();
  });

  it('renders an allowed page', () => {
    signIn('alumno');
    renderAt('/cv');
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('sends the wrong role, a signed-in user on login and unknown paths to /', () => {
    signIn('empresa');
    renderAt('/cv');
    expect(screen.getByTestId('where').textContent).toBe('/');
    cleanup();
    renderAt('/login/empresas');
    expect(screen.getByTestId('where').textContent).toBe('/');
    cleanup();
    renderAt('/no-existe');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('sends a page whose brand permission is off to /', () => {
    signIn('empresa');
    renderAt('/nuevo-convenio-colaboracion', buildBrand({ canCrearConvenios: false }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('sends everything to /mantenimiento in maintenance, unless god mode is on', () => {
    renderAt('/login', buildBrand({ mantenimiento: true }));
    expect(screen.getByTestId('where').textContent).toBe('/mantenimiento');
    cleanup();
    act(() => {
      setGodMode(true);
    });
    renderAt('/login', buildBrand({ mantenimiento: true }));
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('treats an expired token as signed out', () => {
    act(() => {
      startSession({
        token: buildToken({ exp: Math.floor(Date.now() / 1000) - 10 }),
        data: {
          conPracticas: true,
          conEmpleo: false,
          primerAcceso: false,
          faltaNumeroSeguridadSocial: false,
          alumnoConPracticasSinTitulacionesEnCurso: false,
        },
        ambito: 'PrivadoAlumno',
        remember: true,
      });
    });
    renderAt('/cv');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});
