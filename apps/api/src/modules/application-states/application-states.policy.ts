import { ApplicationState, type MyApplicationSummary } from '@portal/contracts';
import { allowedMoves, phaseOf } from './application-state-machine.ts';
import {
  estadosCandidaturasAlumno,
  tipoMotivoCambioEstadoCandidatura,
} from '../domains/data/index.ts';

const stateNames = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion]));
const reasons = new Map(tipoMotivoCambioEstadoCandidatura.map((m) => [m.idMotivo, m.descripcion]));

/** Display name of an application state (estadosCandidaturasAlumno). */
export const stateName = (estado: number) => stateNames.get(estado) ?? String(estado);

/** Text of a reason of the candidate's change (tipoMotivoCambioEstadoCandidatura). */
export const reasonText = (idMotivo: number | null) =>
  idMotivo === null ? null : (reasons.get(idMotivo) ?? null);

/** What the candidate may do with an application in this state (read from the table). */
export function candidateActions(estado: number, pendienteFirma: boolean) {
  // The candidate's moves do not depend on the offer's family.
  const moves = allowedMoves(phaseOf({ estado, pendienteFirma }), 'candidate', {
    internship: true,
  });
  return {
    puedeRetirarse: moves.includes(ApplicationState.WITHDRAWN),
    preinscripcion: moves.includes(ApplicationState.DECLINED_BY_CANDIDATE),
  };
}

/** The candidate's application as offer items and sheets carry it. */
export function toSummary(row: {
  id: number;
  estado: number;
  pendienteFirma: boolean;
}): MyApplicationSummary {
  return {
    idCandidatura: row.id,
    idEstado: row.estado,
    estado: stateName(row.estado),
    ...candidateActions(row.estado, row.pendienteFirma),
  };
}
