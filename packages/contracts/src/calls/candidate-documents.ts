import { z } from 'zod';
import {
  candidateDocumentSchema,
  candidateDocumentUploadSchema,
} from '../portal/candidate-documents.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Documentos del candidato'];
const auth = 'alumno';

/** The candidate's own documents (CV documents of the spec; the ones code 11 asks for). */
export const candidateDocumentCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameDocumentosCandidato',
    auth,
    summary: 'My documents',
    tags,
    response: z.array(candidateDocumentSchema),
    codes: [],
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/Alumno/addDoc',
    auth,
    summary: 'Add a document of a kind (513)',
    description: 'Extension, size or content refused → 46 (HTTP 400).',
    tags,
    body: candidateDocumentUploadSchema,
    response: candidateDocumentSchema,
    codes: [Codes.FILE_EXTENSION_NOT_ALLOWED, Codes.PAYLOAD_TOO_LARGE],
  }),
  file: defineCall({
    method: 'GET',
    path: '/api/Alumno/documentoCandidato/:id',
    auth,
    summary: 'The file of one of my documents',
    tags,
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
};
