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
import { ImportPanel } from './import-panel.tsx';

// Without an i18next instance the texts are their keys.

/** A stand-in XMLHttpRequest whose answer the test sends when it wants (`respond`). */
class HeldXhr {
  static last: HeldXhr | null = null;
  url = '';
  sent: unknown = null;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Record<string, ((e: ProgressEventInit) => void)[]> = {};
  upload = {
    addEventListener: (type: string, listener: (e: ProgressEventInit) => void) => {
      (this.uploadListeners[type] ??= []).push(listener);
    },
  };
  open(_method: string, url: string) {
    this.url = url;
    HeldXhr.last = this;
  }
  setRequestHeader() {
    return undefined;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.sent = body;
    this.uploadListeners.progress?.forEach((l) => {
      l({ lengthComputable: true, loaded: 30, total: 60 });
    });
  }
  finishUpload() {
    this.uploadListeners.load?.forEach((l) => {
      l({ lengthComputable: true, loaded: 60, total: 60 });
    });
  }
  respond(datos: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify({ status: 0, mensaje: null, datos });
    this.listeners.load?.forEach((l) => {
      l();
    });
  }
}

const run = recordImport;

const answer = (datos: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 0, mensaje: null, datos }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

resetPagesAtUrl();
afterEach(() => {
  endSession();
});

describe('ImportPanel', () => {
  it('uploads, shows the server progress, previews, and confirms only the valid rows', async () => {
    act(() => {
      signInForTest('gestor');
    });
    vi.stubGlobal('XMLHttpRequest', HeldXhr);
    // The server: analysing half the rows while the upload's answer is held, then applying.
    let running: RecordImport | null = null;
    const confirmBodies: unknown[] = [];
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (url.includes('importacionEnCurso')) {
        return answer(running);
      }
      if (url.includes('/confirmar')) {
        confirmBodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
        return answer(run({ estado: 'aplicada', omitirRechazadas: true }));
      }
      return answer(null);
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <ImportPanel />
        </QueryClientProvider>
      </MantineProvider>,
    );

    // Nothing chosen: the form says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'upload.preview' }));
    expect(await screen.findByText('upload.required')).toBeDefined();
    expect(HeldXhr.last).toBeNull();

    const file = new File(['dni;nombre\n'], 'expediente.csv', { type: 'text/csv' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) {
      throw new Error('no file input');
    }
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('checkbox', { name: /upload\.full/ }));
    fireEvent.click(screen.getByRole('button', { name: 'upload.preview' }));

    const upload = await screen.findByRole('progressbar', { name: 'progress.uploadLabel' });
    expect(upload.getAttribute('aria-valuenow')).toBe('50');
    expect(HeldXhr.last?.url).toContain('modo=previsualizar&completa=true');
    expect(HeldXhr.last?.sent).toBe(file);

    running = run({
      estado: 'analizando',
      resumen: null,
      rechazadas: [],
      progreso: { hechos: 2, total: 4 },
    });
    act(() => {
      HeldXhr.last?.finishUpload();
    });
    const analysis = await screen.findByRole(
      'progressbar',
      { name: 'progress.serverLabel' },
      { timeout: 3000 },
    );
    expect(analysis.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('progress.analysing')).toBeDefined();

    running = null;
    act(() => {
      HeldXhr.last?.respond(run({}));
    });
    expect(await screen.findByText('El código ZZ99 no tiene titulación')).toBeDefined();
    expect(screen.getByTestId('preview-counts-validas').textContent).toContain('2');
    const confirm = screen.getByRole('button', { name: 'preview.confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: /preview\.onlyValid/ }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByTestId('import-applied')).toBeDefined();
    expect(confirmBodies).toEqual([{ omitirRechazadas: true }]);
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/importaciones/9/confirmar'))).toBe(
      true,
    );
    await waitFor(() => {
      expect(screen.queryByTestId('import-preview')).toBeNull();
    });
  });

  it('shows an import another administrator is running and waits for it', async () => {
    act(() => {
      signInForTest('gestor');
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        answer(
          run({
            estado: 'aplicando',
            autor: 'Otra Gestora',
            resumen: null,
            progreso: { hechos: 1, total: 4 },
          }),
        ),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <ImportPanel />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByTestId('import-busy')).toBeDefined();
    expect(
      screen
        .getByRole('progressbar', { name: 'progress.serverLabel' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(screen.getByRole('button', { name: 'upload.preview' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
