import { ApplicationState, type MyApplicationSummary } from '@portal/contracts';
import { allowedMoves, phaseOf } from './application-state-machine.ts';
import {
  estadosCandidaturasAlumno,
  tipoMotivoCambioEstadoCandidatura,
} from '../domains/data/index.ts';

/** The English text of a reference row when the list carries one, else its Spanish text. */
const english = (row: { descripcion: string }) =>
  (row as { descripcionEn?: string }).descripcionEn ?? row.descripcion;

const stateNames = {
  es: new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion])),
  en: new Map(estadosCandidaturasAlumno.map((e) => [e.id, english(e)])),
};
const reasons = {
  es: new Map(tipoMotivoCambioEstadoCandidatura.map((m) => [m.idMotivo, m.descripcion])),
  en: new Map(tipoMotivoCambioEstadoCandidatura.map((m) => [m.idMotivo, english(m)])),
};

/** Display name of an application state (estadosCandidaturasAlumno). */
export const stateName = (estado: number, lang: 'es' | 'en' = 'es') =>
  stateNames[lang].get(estado) ?? String(estado);

/** Text of a reason of the candidate's change (tipoMotivoCambioEstadoCandidatura). */
export const reasonText = (idMotivo: number | null, lang: 'es' | 'en' = 'es') =>
  idMotivo === null ? null : (reasons[lang].get(idMotivo) ?? null);

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
