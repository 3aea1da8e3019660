// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { OfferActions } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { signInForTest } from '../../../test/tokens.ts';
import { OfferActionsMenu } from './offer-actions-menu.tsx';
import { stubMatchMedia } from '../../../test/match-media.ts';

// Without an i18next instance the texts are their keys: the tests name buttons by key.

beforeAll(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const allowed: OfferActions = {
  editar: false,
  cerrar: true,
  borrar: false,
  duplicar: true,
  copiarPerfilContrario: false,
};

function renderMenu(acciones: OfferActions, onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OfferActionsMenu
            offer={{ idOferta: 7, titulo: 'Analista', urlAcceso: 'analista-7', acciones }}
            onDone={onDone}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onDone;
}

function stubApi() {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          status: 0,
          mensaje: null,
          datos: { idOferta: 7, idEstado: 3, Estado: 'Cerrada', candidaturasCerradas: 2 },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  signInForTest('empresa');
});

afterEach(() => {
  endSession();
});

const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'actions.moreLabel' }));
  await screen.findByRole('menu');
};

describe('OfferActionsMenu', () => {
  it('shows only the actions the server allows now, in one menu behind no primary button', async () => {
    renderMenu(allowed);
    // Not editable and no links: no primary button, every action is in the menu.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'actions.cerrar.label' })).toBeDefined();
    expect(screen.getByRole('menuitem', { name: 'actions.duplicar.label' })).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: 'actions.borrar.label' })).toBeNull();
    expect(
      screen.queryByRole('menuitem', { name: 'actions.copiarPerfilContrario.label' }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: 'actions.editLabel' })).toBeNull();
  });

  it('makes editing the primary button while the offer is editable', () => {
    renderMenu({ ...allowed, editar: true, cerrar: false });
    expect(screen.getByRole('link', { name: 'actions.editLabel' })).toBeDefined();
  });

  it('explains «copy to the opposite profile» as the menu item’s description', async () => {
    renderMenu({ ...allowed, copiarPerfilContrario: true });
    await openMenu();
    const item = screen.getByRole('menuitem', { name: 'actions.copiarPerfilContrario.label' });
    const hint = document.getElementById(item.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('actions.copiarPerfilContrario.hint');
  });

  it('asks first: cancelling sends nothing, confirming closes the offer', async () => {
    const fetchMock = stubApi();
    const onDone = renderMenu(allowed);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'actions.cerrar.label' }));
    const cancel = await screen.findByRole('button', { name: 'actions.cancel' });
    fireEvent.click(cancel);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'actions.cerrar.confirm' })).toBeNull();
    });
    expect(fetchMock).not.toHaveBeenCalled();

    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'actions.cerrar.label' }));
    fireEvent.click(await screen.findByRole('button', { name: 'actions.cerrar.confirm' }));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(
        {
          action: 'cerrar',
          result: { idOferta: 7, idEstado: 3, Estado: 'Cerrada', candidaturasCerradas: 2 },
        },
        'Analista',
      );
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Empresa/cerrarOferta');
    expect(init.body).toBe(JSON.stringify({ urlOferta: '7' }));
  });

  it('asks before closing the offer with the focus on «Cancelar», and gives it back to the menu button', async () => {
    renderMenu(allowed);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'actions.cerrar.label' }));
    const cancel = await screen.findByRole('button', { name: 'actions.cancel' });
    await waitFor(() => {
      expect(document.activeElement).toBe(cancel);
    });
    fireEvent.click(cancel);
    await waitFor(() => {
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'actions.moreLabel' }),
      );
    });
  });
});
