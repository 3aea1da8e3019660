// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { RecordImport } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../../lib/session.ts';
import { resetPagesAtUrl } from '../../../../test/page-at-url.tsx';
import { signInForTest } from '../../../../test/tokens.ts';
import { recordImport } from '../lib/record-import.fixtures.ts';
import { ImportHistory } from './import-history.tsx';

// Without an i18next instance the texts are their keys.

const run = recordImport;

const answer = (datos: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 0, mensaje: null, datos }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The server as the history meets it: the list, and one import read again, each as `now`. */
function server(now: { list: RecordImport; detail: RecordImport }) {
  const fetchMock = vi.fn((url: string) => {
    if (url.endsWith('importaciones/9')) {
      return answer(now.detail);
    }
    const { rechazadas: _r, bajas: _b, ...row } = now.list;
    return answer({ total: 1, pagina: 1, porPagina: 20, importaciones: [row] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHistory(onReview: (run: RecordImport) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ImportHistory onReview={onReview} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

resetPagesAtUrl();
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('ImportHistory', () => {
  it('opens a preview still waiting, read again from the server', async () => {
    act(() => {
      signInForTest('gestor');
    });
    const waiting = run({});
    server({ list: waiting, detail: waiting });
    const onReview = vi.fn();
    renderHistory(onReview);
    fireEvent.click(await screen.findByRole('button', { name: 'history.reviewOf' }));
    await waitFor(() => {
      expect(onReview).toHaveBeenCalledWith(waiting);
    });
  });

  it('does not open a preview applied meanwhile, and asks for the history again', async () => {
    act(() => {
      signInForTest('gestor');
    });
    const now = { list: run({}), detail: run({ estado: 'aplicada' }) };
    const fetchMock = server(now);
    const onReview = vi.fn();
    renderHistory(onReview);
    const review = await screen.findByRole('button', { name: 'history.reviewOf' });
    const listReads = () =>
      fetchMock.mock.calls.filter(([url]) => url.includes('importaciones?')).length;
    const before = listReads();
    // Another administrator applied it after the history was read.
    now.list = now.detail;
    fireEvent.click(review);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'history.reviewOf' })).toBeNull();
    });
    expect(listReads()).toBeGreaterThan(before);
    expect(screen.getByText('states.aplicada')).toBeDefined();
    expect(onReview).not.toHaveBeenCalled();
  });
});
