import { isApiError } from '../../../lib/api-client.ts';
import {
  ApplicationState,
  canCandidateAnswerPreEnrolment,
  Codes,
  canCandidateWithdraw,
  type ApplicationItem,
} from '@portal/contracts';

export interface PendingDocument {
  nombre: string;
  /** The portal path of the signing page (or an external provider's URL). */
  enlace: string;
}

/** What the candidate can do with one application, from its state. */
export interface ApplicationActions {
  /** Withdraw (desinscribirse): only while the company has not processed it (else 30). */
  withdraw: boolean;
  /**
   * Accept or reject a pre-enrolment: in state 16, and in state 1 while its documents are unsigned
   * (accepting again lists them; rejecting still declines the place).
   */
  answerPreEnrolment: boolean;
  /** The pre-enrolment was accepted (16 → 1) and documents are still to sign (108). */
  acceptedPendingSignature: boolean;
  /** Documents still to sign, each with its signing link. */
  pendingDocuments: PendingDocument[];
}

type ActionSource = Pick<
  ApplicationItem,
  'idEstado' | 'puedeRetirarse' | 'preinscripcion' | 'documentacionPendienteFirma'
>;

/**
 * Maps an application to the controls its screens show. The server's flags and the shared state
 * rules must both allow an action (the rules are the same code the server runs).
 */
export function applicationActions(item: ActionSource): ApplicationActions {
  const pendingDocuments = Object.entries(item.documentacionPendienteFirma).map(
    ([nombre, enlace]) => ({ nombre, enlace }),
  );
  const answerPreEnrolment =
    item.preinscripcion &&
    canCandidateAnswerPreEnrolment(item.idEstado, pendingDocuments.length > 0);
  const acceptedPendingSignature =
    item.preinscripcion &&
    item.idEstado === ApplicationState.APPLIED &&
    pendingDocuments.length > 0;
  return {
    withdraw:
      item.puedeRetirarse &&
      canCandidateWithdraw(item.idEstado) &&
      // An accepted place with documents to sign is answered, not withdrawn.
      !answerPreEnrolment,
    answerPreEnrolment,
    acceptedPendingSignature,
    pendingDocuments,
  };
}

/**
 * Where a signing link leads inside the portal: a path of this site (router link) or null for an
 * external provider's URL (opened as a normal link).
 */
export function internalPath(enlace: string): string | null {
  return enlace.startsWith('/') && !enlace.startsWith('//') ? enlace : null;
}

/** A call that failed because the application or document is not mine or does not exist. */
export function isNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === Codes.NOT_FOUND || error.status === Codes.OFFER_NOT_FOUND)
  );
}
