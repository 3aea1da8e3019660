// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryState, RecordState } from './query-state.tsx';
import { ApiError } from '../lib/api-client.ts';
import { stubMatchMedia } from '../test/match-media.ts';

beforeAll(() => {
  stubMatchMedia();
});

afterEach(cleanup);

const loaded = { isPending: false, isError: false, data: ['Oferta A'] } as UseQueryResult<string[]>;

function renderState(pending?: boolean) {
  return render(
    <MantineProvider>
      <QueryState
        query={loaded}
        pending={pending}
        emptyText="Nada"
        loadingLabel="Cargando ofertas"
        reserve={600}
      >
        {(data) => <p>{data.join(', ')}</p>}
      </QueryState>
    </MantineProvider>,
  );
}

describe('QueryState', () => {
  it('shows the data of a loaded query', () => {
    renderState();
    expect(screen.getByText('Oferta A')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the loading state, with the space kept, while `pending` although the data is there', () => {
    renderState(true);
    expect(screen.queryByText('Oferta A')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Cargando ofertas');
    expect(status.style.minHeight).toBe('calc(37.5rem * var(--mantine-scale))');
  });

  /** One record's query whose call failed with `httpStatus`, drawn with a not-found text. */
  function renderFailed(httpStatus: number) {
    const failed = {
      isPending: false,
      isError: true,
      data: undefined,
      error: new ApiError({ status: httpStatus, mensaje: null, httpStatus }),
    } as unknown as UseQueryResult<string[]>;
    render(
      <MantineProvider>
        <RecordState query={failed} notFoundText="La oferta no existe.">
          {(data) => <p>{data.join(', ')}</p>}
        </RecordState>
      </MantineProvider>,
    );
  }

  it('says what was asked for does not exist, without a retry, when the server answers 404', () => {
    renderFailed(404);
    expect(screen.getByRole('alert').textContent).toBe('La oferta no existe.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry when the call failed for another reason', () => {
    renderFailed(500);
    expect(screen.queryByText('La oferta no existe.')).toBeNull();
    expect(screen.getByRole('button')).toBeTruthy();
  });
});
