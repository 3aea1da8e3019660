// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../../lib/session.ts';
import { stubMatchMedia } from '../../../../test/match-media.ts';
import { signInForTest } from '../../../../test/tokens.ts';
import { CandidateVerificationSection } from './candidate-verification-section.tsx';

// Without an i18next instance the texts are their keys.

const sheet = (verificacion: StaffCandidateSheet['verificacion']): StaffCandidateSheet => ({
  idUsuario: 12,
  nombre: 'Ana',
  apellidos: 'Prueba Ruiz',
  email: 'ana@demo.es',
  dni: '12345678Z',
  telefono: null,
  estado: 'activo',
  mensajeBloqueo: null,
  emailConfirmado: true,
  activacionPendiente: false,
  verificacion,
  alta: '2026-01-10T10:00:00.000Z',
  ultimoAcceso: null,
  cv: null,
  candidaturas: [],
  practicas: [],
  documentos: [],
  urlCV: null,
  solicitudesBaja: [],
});

const answer = (datos: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 0, mensaje: null, datos }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

beforeAll(() => {
  stubMatchMedia();
  // jsdom has no font loading API; the reason's autosizing textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
});

function renderSection(candidate: StaffCandidateSheet, onNotice: (text: string) => void) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <CandidateVerificationSection candidate={candidate} onNotice={onNotice} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('CandidateVerificationSection', () => {
  it('shows how the candidate was verified and removes it with a reason', async () => {
    act(() => {
      signInForTest('gestor');
    });
    const verified = {
      ...sheet({
        verificado: true,
        origen: 'registro',
        fecha: '2026-11-28T08:30:00.000Z',
        enExpediente: true,
      }),
      cv: null,
    };
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
        return answer({
          ...verified,
          verificacion: { ...verified.verificacion, verificado: false, origen: null },
        });
      }),
    );
    const notices: string[] = [];
    // An anonymised person (no CV) cannot be verified by hand: no button.
    renderSection(verified, (text) => notices.push(text));
    expect(screen.getByTestId('verification-origin').textContent).toBe(
      'candidates.verification.origins.registro',
    );
    expect(screen.getByTestId('verification-record').textContent).toBe(
      'candidates.verification.yes',
    );
    expect(screen.queryByTestId('candidate-verify')).toBeNull();
    cleanup();

    const withCv = { ...verified, cv: {} as NonNullable<StaffCandidateSheet['cv']> };
    renderSection(withCv, (text) => notices.push(text));
    fireEvent.click(screen.getByTestId('candidate-verify'));
    fireEvent.change(await screen.findByTestId('verify-text'), {
      target: { value: 'No consta en el expediente de este curso' },
    });
    fireEvent.click(screen.getByTestId('verify-confirm'));
    await waitFor(() => {
      expect(notices).toEqual(['candidates.verification.notice.unverify']);
    });
    expect(bodies).toEqual([
      { idUsuario: 12, verificado: false, motivo: 'No consta en el expediente de este curso' },
    ]);
  });

  it('asks for the reason before verifying, and sends it', async () => {
    act(() => {
      signInForTest('gestor');
    });
    const candidate = {
      ...sheet({ verificado: false, origen: null, fecha: null, enExpediente: false }),
      cv: {} as NonNullable<StaffCandidateSheet['cv']>,
    };
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
        return answer({ ...candidate, cv: null });
      }),
    );
    renderSection(candidate, () => undefined);
    expect(screen.getByTestId('verification-origin').textContent).toBe('—');
    fireEvent.click(screen.getByTestId('candidate-verify'));
    fireEvent.click(await screen.findByTestId('verify-confirm'));
    // Nothing is sent without a reason: the field says it is required.
    expect(await screen.findByText('common.required')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByTestId('verify-text'), {
      target: { value: 'Matrícula comprobada en secretaría' },
    });
    fireEvent.click(screen.getByTestId('verify-confirm'));
    await waitFor(() => {
      expect(bodies).toEqual([
        { idUsuario: 12, verificado: true, motivo: 'Matrícula comprobada en secretaría' },
      ]);
    });
  });
});
