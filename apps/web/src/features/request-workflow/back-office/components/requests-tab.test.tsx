// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { StaffRequestListQuery } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrowserRouter } from 'react-router';
import { stubMatchMedia } from '../../../../test/match-media.ts';
import { RequestsTab } from './requests-tab.tsx';
import { stubResizeObserver } from '../../../../test/resize-observer.ts';

// Without an i18next instance the texts are their keys.

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [
  { id: 1, name: 'Berta' },
  { id: 2, name: 'Álvaro' },
];

/** Renders the tab at `url` and returns the queries its list was asked with. */
function renderAt(url: string): StaffRequestListQuery[] {
  window.history.replaceState(null, '', url);
  const asked: StaffRequestListQuery[] = [];
  const useList = (query: StaffRequestListQuery) => {
    asked.push(query);
    return { isPending: false, isError: false, data: rows } as UseQueryResult<Row[]>;
  };
  render(
    <MantineProvider>
      <BrowserRouter>
        <RequestsTab<Row>
          kind="cambios"
          useList={useList}
          states={[
            { value: 'pendiente', label: 'Pendiente' },
            { value: 'aprobada', label: 'Aprobada' },
          ]}
          types={[{ value: 'ampliacion', label: 'Ampliación' }]}
          typeLabel="Acción"
          defaultState="pendiente"
          columns={[
            { key: 'nombre', header: 'Nombre', cell: (r) => r.name, sortValue: (r) => r.name },
          ]}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.name}
          onOpen={() => undefined}
        />
      </BrowserRouter>
    </MantineProvider>,
  );
  return asked;
}

beforeAll(() => {
  stubMatchMedia();
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('a requests tab reads its filters and sort from the URL', () => {
  it('asks for the default state when the URL names none', () => {
    expect(renderAt('/gestion/solicitudes').at(-1)).toEqual({ estado: 'pendiente' });
  });

  it('asks for every state when the state filter was cleared, with the type of the URL', () => {
    expect(renderAt('/gestion/solicitudes?estado=todos&tipo=ampliacion').at(-1)).toEqual({
      tipo: 'ampliacion',
    });
  });

  it('falls back to the default state and no type for values it does not know', () => {
    expect(renderAt('/gestion/solicitudes?estado=borrada&tipo=otra').at(-1)).toEqual({
      estado: 'pendiente',
    });
  });

  it('sorts the rows by the column the URL names', () => {
    renderAt('/gestion/solicitudes?orden=-nombre');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    expect(names).toEqual(['Berta', 'Álvaro']);
    cleanup();
    renderAt('/gestion/solicitudes?orden=nombre');
    const ascending = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    expect(ascending).toEqual(['Álvaro', 'Berta']);
  });
});
