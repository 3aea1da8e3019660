// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { CandidateCv } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session.ts';
import { buildToken } from '../../../test/tokens.ts';
import CandidateCvPage from './candidate-cv-page.tsx';
import { stubMatchMedia } from '../../../test/match-media.ts';

// Without an i18next instance the texts are their keys.

beforeAll(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
});

/** dameCandidato as the server answers it when the brand hides contact and study data. */
const hidden: CandidateCv = {
  candidatura: {
    idCandidatura: 7,
    idOferta: 3,
    tituloOferta: 'Prácticas en desarrollo web',
    urlOferta: '/ofertas/3-practicas-en-desarrollo-web',
    idEstado: 1,
    Estado: 'Inscrito',
    fecha: '18/11/2026',
    transiciones: [],
    historial: [{ idEstado: 1, Estado: 'Inscrito', fecha: '18/11/2026', comentario: null }],
  },
  personales: {
    nombre: 'Olga',
    apellidos: 'Prueba',
    email: null,
    telefono: null,
    fechaNacimiento: null,
    nacionalidad: null,
    provincia: null,
    localidad: null,
    tienePermisoTrabajo: true,
  },
  academicos: [
    {
      titulacion: 'Curso de Cerámica',
      deLaUniversidad: false,
      enCurso: false,
      creditosSuperados: null,
      notaMedia: null,
      fechaInicio: null,
      fechaFin: null,
    },
  ],
  idiomas: [],
  presentacion: null,
  enlacePortfolio: null,
  documentos: [],
};

describe('CandidateCvPage', () => {
  it('renders a CV whose hidden fields are absent (null), without their labels', async () => {
    act(() => {
      startSession({
        token: buildToken({ role: 'empresa', idEmpresa: 2 }),
        data: {
          conPracticas: false,
          conEmpleo: false,
          primerAcceso: false,
          faltaNumeroSeguridadSocial: false,
          alumnoConPracticasSinTitulacionesEnCurso: false,
        },
        ambito: 'PrivadoEmpresa',
        remember: false,
      });
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ status: 0, mensaje: null, datos: hidden }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/ver-cv/7']}>
            <Routes>
              <Route path="/ver-cv/:id" element={<CandidateCvPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect((await screen.findByTestId('cv-name')).textContent).toBe('Olga Prueba');
    expect(screen.getByText('Curso de Cerámica')).toBeDefined();
    for (const label of [
      'cv.email',
      'cv.phone',
      'cv.birthDate',
      'cv.nationality',
      'cv.residence',
    ]) {
      expect(screen.queryByText(label)).toBeNull();
    }
    expect(screen.getByText('cv.workPermit')).toBeDefined();
    expect(document.body.textContent).not.toContain('null');
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
