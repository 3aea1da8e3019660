import { documentSettingsSchema } from '../portal/document-settings.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Gestión: datos de la universidad en convenios y facturas'];
const auth = 'admin';

/**
 * The university's legal data (party to agreements, issuer of invoices) and the agreement's
 * clauses per language: administrators only; each change is written to the audit log.
 */
export const staffDocumentSettingsCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameDatosDocumentos',
    auth,
    summary: "The university's legal data and the agreement clauses in force",
    tags,
    response: documentSettingsSchema,
    codes: [],
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/Gestion/guardaDatosDocumentos',
    auth,
    summary: "Replace the university's legal data and the agreement clauses",
    description: 'Used by agreements and invoices generated from then on; stored PDFs keep theirs.',
    tags,
    body: documentSettingsSchema,
    response: documentSettingsSchema,
    codes: [Codes.INVALID_INPUT],
  }),
};
