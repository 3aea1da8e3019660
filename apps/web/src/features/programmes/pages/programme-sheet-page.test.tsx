// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session.ts';
import { buildToken } from '../../../test/tokens.ts';
import ProgrammeSheetPage from './programme-sheet-page.tsx';
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

const detail = {
  idPrograma: 3,
  titulo: 'Programa Talento Europa',
  descripcion: '<p>Prácticas en Europa</p>',
  financiacion: 'Fondos europeos',
  tiposEstudios: 'Grado y máster',
  fechaInicio: '01/01/2026',
  fechaFin: '31/12/2026',
  meses: 12,
  meses2: null,
  operadorMeses: null,
  dedicacion: 80,
  urlImagen: null,
  urlAcceso: 'programa-talento-europa',
  activo: true,
  documentacionNecesaria: [
    { idTipoDocumento: 4, nombre: 'Certificado de empadronamiento', descripcion: '' },
  ],
  adhesionSolicitada: false,
  fechaAdhesion: null,
  estadoAdhesion: null,
  motivoAdhesion: null,
};

const answer = (datos: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 0, mensaje: null, datos }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('ProgrammeSheetPage', () => {
  it('shows the programme to a candidate and asks to join it', async () => {
    act(() => {
      startSession({
        token: buildToken({ role: 'alumno' }),
        data: {
          conPracticas: true,
          conEmpleo: true,
          primerAcceso: false,
          faltaNumeroSeguridadSocial: false,
          alumnoConPracticasSinTitulacionesEnCurso: false,
        },
        ambito: 'PrivadoAlumno',
        remember: false,
      });
    });
    // The server's state: joined once the adhesion has been asked.
    let joined = false;
    const fetchMock = vi.fn((url: string) => {
      if (url.includes('solicitaAdhesionPrograma')) {
        joined = true;
      }
      return answer(
        joined
          ? {
              ...detail,
              adhesionSolicitada: true,
              fechaAdhesion: '24/11/2026',
              estadoAdhesion: 'pendiente',
            }
          : detail,
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/programas-practicas-activos/programa-talento-europa']}>
            <Routes>
              <Route path="/programas-practicas-activos/:id" element={<ProgrammeSheetPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByTestId('programme-sheet')).toBeDefined();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('detallePrograma/programa-talento-europa');
    expect(screen.getByText('Certificado de empadronamiento')).toBeDefined();
    expect(screen.getByText('Fondos europeos')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'sheet.requestAdhesion' }));
    // A request the careers office decides, not an enrolment: said as such, with what comes next.
    expect((await screen.findByRole('status')).textContent).toContain('sheet.requestedTitle');
    expect(screen.getByTestId('adhesion-requested').textContent).toContain('sheet.requestedNext');
    expect(screen.getByTestId('adhesion-done').textContent).toBe('sheet.adhesionState.pendiente');
    expect(screen.queryByRole('button', { name: 'sheet.requestAdhesion' })).toBeNull();
    expect(fetchMock.mock.calls.some((call) => call[0].includes('solicitaAdhesionPrograma'))).toBe(
      true,
    );
  });
});
