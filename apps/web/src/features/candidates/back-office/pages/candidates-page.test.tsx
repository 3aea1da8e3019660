// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../../lib/session.ts';
import { stubMatchMedia } from '../../../../test/match-media.ts';
import { signInForTest } from '../../../../test/tokens.ts';
import CandidatesPage from './candidates-page.tsx';
import { stubResizeObserver } from '../../../../test/resize-observer.ts';

// Without an i18next instance the texts are their keys.

const candidate = (id: number, verificado: boolean, activacionPendiente = false) => ({
  idUsuario: id,
  nombre: 'Ana',
  apellidos: `Prueba ${String(id)}`,
  email: `ana${String(id)}@demo.es`,
  dni: null,
  titulaciones: [],
  estado: 'activo',
  solicitudBajaPendiente: false,
  verificado,
  activacionPendiente,
});

const answer = (datos: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 0, mensaje: null, datos }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The page at this address, with the query string beside it for the test to read. */
function renderAt(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', address);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Routes>
            <Route
              path="/gestion/candidatos"
              element={
                <>
                  <CandidatesPage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The address's query string, on the page for the test to read. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

beforeAll(() => {
  stubMatchMedia();
  // jsdom has none; Mantine's option list scrolls the selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
  window.history.replaceState(null, '', '/');
});

describe('CandidatesPage', () => {
  it('searches by verification from the URL, shows it per row, keeps a new search and a sort in the URL', async () => {
    act(() => {
      signInForTest('gestor');
    });
    const fetchMock = vi.fn((url: string) =>
      answer({
        total: 1,
        candidatos: [candidate(1, !url.includes('verificado=no'))],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The browser's own history, as in the portal: the list state reads the address from it.
    renderAt('/gestion/candidatos?texto=ana&verificado=no');
    expect(await screen.findByText('candidates.verification.unverified')).toBeDefined();
    const first = String(fetchMock.mock.calls[0]?.[0]);
    expect(first).toContain('texto=ana');
    expect(first).toContain('verificado=no');
    expect(screen.getByTestId<HTMLInputElement>('candidates-text').value).toBe('ana');

    // Verified only: chosen in the form, applied on search, written to the URL.
    fireEvent.click(screen.getByTestId('candidates-verified'));
    fireEvent.click(await screen.findByText('candidates.verification.filter.si'));
    fireEvent.click(screen.getByTestId('candidates-search'));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('?texto=ana&verificado=si');
    });
    expect(await screen.findByText('candidates.verification.verified')).toBeDefined();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('verificado=si');

    // A header sorts: the server is asked for that order, and the filters stay.
    fireEvent.click(screen.getByTestId('sort-email'));
    fireEvent.click(screen.getByTestId('sort-email'));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe(
        '?texto=ana&verificado=si&orden=-email',
      );
    });
    await waitFor(() => {
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toMatch(
        /texto=ana&verificado=si&orden=-email&pagina=1/,
      );
    });
    expect(
      screen
        .getByRole('columnheader', { name: 'candidates.fields.email' })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('lists only the accounts nobody has activated when asked, and marks them', async () => {
    act(() => {
      signInForTest('gestor');
    });
    const fetchMock = vi.fn((url: string) =>
      answer({
        total: 1,
        candidatos: [candidate(1, true, url.includes('activacion=pendiente'))],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/gestion/candidatos');
    expect(await screen.findByText('Prueba 1, Ana')).toBeDefined();
    expect(screen.queryByText('candidates.activationPendingShort')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'candidates.search.activacion' }));
    fireEvent.click(screen.getByTestId('candidates-search'));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('?activacion=pendiente');
    });
    expect(await screen.findByText('candidates.activationPendingShort')).toBeDefined();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('activacion=pendiente');
  });
});
