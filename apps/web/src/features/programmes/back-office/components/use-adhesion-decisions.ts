import { useState } from 'react';

type Decision = 'aceptada' | 'rechazada';

interface DecideMutation<V> {
  mutate(variables: V, options: { onSuccess: () => void }): void;
  reset(): void;
}

/**
 * Accepting and rejecting (with a reason, in a dialog) the requests to join a programme, the
 * same for candidates and for companies: which row is being rejected, the reason typed, and the
 * confirmation shown after a decision.
 */
export function useAdhesionDecisions<Row, V>(options: {
  decide: DecideMutation<V>;
  /** The call's body for a decision on `row` (`motivo` only when rejecting). */
  variablesOf: (row: Row, decision: Decision, motivo?: string) => V;
  nameOf: (row: Row) => string;
  accepted: (name: string) => string;
  rejected: (name: string) => string;
}) {
  const { decide, variablesOf, nameOf } = options;
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [motivo, setMotivo] = useState('');
  const [done, setDone] = useState<string | null>(null);
  return {
    rejecting,
    motivo,
    setMotivo,
    done,
    accept: (row: Row) => {
      setDone(null);
      decide.mutate(variablesOf(row, 'aceptada'), {
        onSuccess: () => {
          setDone(options.accepted(nameOf(row)));
        },
      });
    },
    startRejecting: (row: Row) => {
      setDone(null);
      decide.reset();
      setMotivo('');
      setRejecting(row);
    },
    cancelRejecting: () => {
      setRejecting(null);
    },
    confirmRejection: () => {
      if (rejecting === null) {
        return;
      }
      const name = nameOf(rejecting);
      decide.mutate(variablesOf(rejecting, 'rechazada', motivo), {
        onSuccess: () => {
          setRejecting(null);
          setDone(options.rejected(name));
        },
      });
    },
  };
}
