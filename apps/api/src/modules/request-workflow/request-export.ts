import type { RequestDecisionState } from '@portal/contracts';
import type { ExportText } from '../../lib/export-texts.ts';

/** Texts of the decision states shared by change requests and proposals. */
export const decisionStateText: Record<RequestDecisionState, ExportText> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
};
