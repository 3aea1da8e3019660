// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { signInForTest } from '../../../test/tokens.ts';
import GuidesPage from './guides-page.tsx';
import { stubMatchMedia } from '../../../test/match-media.ts';

// Without an i18next instance the texts are their keys.

beforeAll(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubGuides(datos: unknown[]) {
  const fetchMock = vi.fn((_url: string) =>
    Promise.resolve(
      new Response(JSON.stringify({ status: 0, mensaje: null, datos }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/guias-orientacion']}>
          <GuidesPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  signInForTest('alumno');
});

afterEach(() => {
  endSession();
});

describe('GuidesPage', () => {
  it('shows every guide with its sanitised description and filters them by title', async () => {
    const fetchMock = stubGuides([
      {
        idGuia: 1,
        titulo: 'Cómo preparar tu entrevista',
        descripcion: '<p>Consejos<script>alert(1)</script></p>',
        urlFichero: '/files/entrevista.pdf',
        ulrImagen: null,
      },
      {
        idGuia: 2,
        titulo: 'Redacta tu currículum',
        descripcion: '<p>Plantillas</p>',
        urlFichero: null,
        ulrImagen: null,
      },
    ]);
    renderPage();
    expect(await screen.findAllByTestId('guide-card')).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[0]).toContain('dameGuiaOrientacion');
    expect(document.querySelector('script')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'search.label' }), {
      target: { value: 'curriculum' },
    });
    await waitFor(() => {
      expect(screen.getAllByTestId('guide-card')).toHaveLength(1);
    });
    expect(screen.getByText('Redacta tu currículum')).toBeDefined();
    fireEvent.change(screen.getByRole('searchbox', { name: 'search.label' }), {
      target: { value: 'nada parecido' },
    });
    expect(await screen.findByText('noMatch')).toBeDefined();
  });

  it('shows the empty text when there are no guides', async () => {
    stubGuides([]);
    renderPage();
    expect(await screen.findByText('empty')).toBeDefined();
  });
});
