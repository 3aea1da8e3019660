import { z } from 'zod';
import {
  internshipDocumentBodySchema,
  internshipDocumentSchema,
  internshipFileBodySchema,
  internshipListQuerySchema,
  internshipSchema,
  requestedDocumentSchema,
} from '../portal/internships.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Mis prácticas'];
const auth = 'alumno';
const uploadCodes = [
  Codes.NOT_FOUND,
  Codes.FILE_EXTENSION_NOT_ALLOWED,
  Codes.PAYLOAD_TOO_LARGE,
] as const;

/** My internships and their documents (/mis-practicas candidate calls). */
export const internshipCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Alumno/damePracticasAlumno',
    auth,
    summary: 'My internships with company, tutors, dates and documents',
    tags,
    query: internshipListQuerySchema,
    response: z.array(internshipSchema),
    codes: [],
  }),
  requestedDocuments: defineCall({
    method: 'GET',
    path: '/api/Alumno/documentacionDeProcesosSolicitada',
    auth,
    summary: 'Documents my internships ask me to upload',
    tags,
    response: z.array(requestedDocumentSchema),
    codes: [],
  }),
  deliverDocument: defineCall({
    method: 'POST',
    path: '/api/Alumno/addDocumentoPractica',
    auth,
    summary: 'Deliver a requested document of one of my internships (513)',
    description: 'Not mine → 404; extension, size or content refused → 46 (HTTP 400).',
    tags,
    body: internshipDocumentBodySchema,
    response: internshipDocumentSchema,
    codes: uploadCodes,
  }),
  attachFile: defineCall({
    method: 'POST',
    path: '/api/Alumno/addFicheroPractica',
    auth,
    summary: 'Attach a file to one of my internships (513)',
    description: 'Not mine → 404; extension, size or content refused → 46 (HTTP 400).',
    tags,
    body: internshipFileBodySchema,
    response: internshipDocumentSchema,
    codes: uploadCodes,
  }),
  file: defineCall({
    method: 'GET',
    path: '/api/Alumno/documentoPractica/:id',
    auth,
    summary: 'A delivered file of one of my internships',
    tags,
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
};
