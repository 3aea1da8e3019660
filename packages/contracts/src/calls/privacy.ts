import { privacyAcceptanceSchema, privacyTextSchema } from '../api/auth.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Sesión'];

const currentText = (path: `/api/${string}`, who: string) =>
  defineCall({
    method: 'GET',
    path,
    auth: 'public',
    summary: `Current data-protection text (${who})`,
    tags,
    response: privacyTextSchema,
    codes: [Codes.NOT_FOUND],
  });

/** Data-protection (RGPD) text and its acceptance (Session). */
export const privacyCalls = {
  currentTextCandidate: currentText('/api/Alumno/dameTextoRGPDactual', 'candidates'),
  currentTextCompany: currentText('/api/Empresa/dameTextoRGPDactual', 'companies'),
  acceptCandidate: defineCall({
    method: 'GET',
    path: '/api/Alumno/guardaAceptacionRGPD',
    auth: 'alumno',
    summary: 'Accept the current data-protection text (candidate)',
    description: 'The one call a token with a pending privacy text may make; answers a new token.',
    tags,
    response: privacyAcceptanceSchema,
    codes: [Codes.NOT_FOUND],
    allowPendingRgpd: true,
  }),
  acceptCompany: defineCall({
    method: 'GET',
    path: '/api/Empresa/guardaAceptacionRGPD',
    auth: 'empresa',
    summary: 'Accept the current data-protection text (company user)',
    description: 'The one call a token with a pending privacy text may make; answers a new token.',
    tags,
    response: privacyAcceptanceSchema,
    codes: [Codes.NOT_FOUND],
    allowPendingRgpd: true,
  }),
};
