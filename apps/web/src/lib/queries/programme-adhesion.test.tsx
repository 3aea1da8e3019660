// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../session.ts';
import { signInForTest } from '../../test/tokens.ts';
import { useRequestProgrammeAdhesion } from './programme-adhesion.ts';

const detail = {
  idPrograma: 7,
  titulo: 'Programa de prácticas',
  descripcion: '',
  financiacion: '',
  tiposEstudios: '',
  fechaInicio: '2026-01-01',
  fechaFin: '2026-12-31',
  meses: 6,
  meses2: null,
  operadorMeses: null,
  dedicacion: 25,
  urlImagen: null,
  urlAcceso: 'programa-practicas',
  activo: true,
  documentacionNecesaria: [],
  adhesionSolicitada: true,
  fechaAdhesion: '2026-11-28',
  estadoAdhesion: 'pendiente',
  motivoAdhesion: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('useRequestProgrammeAdhesion', () => {
  it('asks once for the programme, keeps its new sheet and reads the programmes and offers again', async () => {
    act(() => {
      signInForTest('alumno');
    });
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 0, mensaje: null, datos: detail }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['offers', 'sheet', 'oferta-1'], { stale: false });
    client.setQueryData(['programmes', 'active'], []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRequestProgrammeAdhesion(), { wrapper });

    act(() => {
      result.current.mutate(7);
    });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/solicitaAdhesionPrograma/7');
    expect(client.getQueryData(['programmes', 'detail', '7'])).toEqual(detail);
    expect(client.getQueryState(['offers', 'sheet', 'oferta-1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['programmes', 'active'])?.isInvalidated).toBe(true);
  });
});
