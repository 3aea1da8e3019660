// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdhesionDecisions } from './use-adhesion-decisions.ts';

interface Row {
  id: number;
  name: string;
}
type Body = { id: number; decision: string; motivo?: string };

/** A mutation that records its calls and succeeds at once (or never, when `succeed` is false). */
function recordingMutation(succeed = true) {
  const calls: Body[] = [];
  let resets = 0;
  return {
    calls,
    resets: () => resets,
    mutate: (body: Body, options: { onSuccess: () => void }) => {
      calls.push(body);
      if (succeed) {
        options.onSuccess();
      }
    },
    reset: () => {
      resets += 1;
    },
  };
}

function renderDecisions(decide: ReturnType<typeof recordingMutation>) {
  return renderHook(() =>
    useAdhesionDecisions({
      decide,
      variablesOf: (row: Row, decision, motivo) => ({
        id: row.id,
        decision,
        ...(motivo === undefined ? {} : { motivo }),
      }),
      nameOf: (row) => row.name,
      accepted: (name) => `aceptada ${name}`,
      rejected: (name) => `rechazada ${name}`,
    }),
  );
}

const ana = { id: 1, name: 'Ana Ruiz' };

describe('useAdhesionDecisions', () => {
  it('accepts without a reason and then says whose request was accepted', () => {
    const decide = recordingMutation();
    const { result } = renderDecisions(decide);
    act(() => {
      result.current.accept(ana);
    });
    expect(decide.calls).toEqual([{ id: 1, decision: 'aceptada' }]);
    expect(result.current.done).toBe('aceptada Ana Ruiz');
  });

  it('rejects with the typed reason, closes the dialog and says whose request was rejected', () => {
    const decide = recordingMutation();
    const { result } = renderDecisions(decide);
    act(() => {
      result.current.accept(ana);
    });
    act(() => {
      result.current.startRejecting(ana);
    });
    expect(result.current.rejecting).toEqual(ana);
    expect(result.current.done).toBeNull();
    expect(decide.resets()).toBe(1);
    act(() => {
      result.current.setMotivo('Plazas cubiertas');
    });
    act(() => {
      result.current.confirmRejection();
    });
    expect(decide.calls.at(-1)).toEqual({
      id: 1,
      decision: 'rechazada',
      motivo: 'Plazas cubiertas',
    });
    expect(result.current.rejecting).toBeNull();
    expect(result.current.done).toBe('rechazada Ana Ruiz');
  });

  it('keeps the dialog open while the rejection has not succeeded, and a new one starts empty', () => {
    const decide = recordingMutation(false);
    const { result } = renderDecisions(decide);
    act(() => {
      result.current.startRejecting(ana);
      result.current.setMotivo('Fuera de plazo');
    });
    act(() => {
      result.current.confirmRejection();
    });
    expect(result.current.rejecting).toEqual(ana);
    act(() => {
      result.current.cancelRejecting();
    });
    expect(result.current.rejecting).toBeNull();
    act(() => {
      result.current.startRejecting(ana);
    });
    expect(result.current.motivo).toBe('');
  });
});
