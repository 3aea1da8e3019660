import { z } from 'zod';
import { documentToSignSchema } from '../portal/applications.ts';
import {
  signatureDocumentParamsSchema,
  signDocumentBodySchema,
  signDocumentResultSchema,
  signingLinkSchema,
} from '../portal/signatures.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Firma de documentos'];
const auth = 'alumno';
const params = signatureDocumentParamsSchema;

/** Personal documents to sign (pre-enrolment, 108/109) with the built-in signature flow. */
export const signatureCalls = {
  signingLink: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameLinkFirmaDocumentoPersonal/:id',
    auth,
    summary: 'Where and what to sign (one of my documents)',
    tags,
    params,
    response: signingLinkSchema,
    codes: [Codes.NOT_FOUND],
  }),
  pending: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameDocumentosPendientesFirma',
    auth,
    summary: 'Every document I still have to sign',
    tags,
    response: z.array(documentToSignSchema.extend({ oferta: z.string().nullable() })),
    codes: [],
  }),
  pdf: defineCall({
    method: 'GET',
    path: '/api/Alumno/documentoFirma/:id',
    auth,
    summary: 'The PDF of one of my documents (the signed copy once signed)',
    description: 'The PDF (application/pdf).',
    tags,
    params,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  sign: defineCall({
    method: 'POST',
    path: '/api/Alumno/firmarDocumentoPersonal/:id',
    auth,
    summary: 'Sign one of my documents in the portal',
    description:
      'Already signed → 109; a provider that does not confirm in the portal → 14; a sha256 other than the PDF shown → 400 (campo sha256).',
    tags,
    params,
    body: signDocumentBodySchema,
    response: signDocumentResultSchema,
    codes: [
      Codes.FORBIDDEN,
      Codes.NOT_FOUND,
      Codes.ALREADY_SIGNED,
      Codes.STATE_CHANGE_NOT_ALLOWED,
      Codes.INVALID_INPUT,
    ],
  }),
};
