import { z } from 'zod';
import {
  companyDocumentSchema,
  companyDocumentUploadSchema,
  documentIdBodySchema,
  documentIdParamsSchema,
  documentationAudienceQuerySchema,
  documentationFileSchema,
  internshipDocumentItemSchema,
  internshipDocumentsQuerySchema,
  internshipWithDocumentsSchema,
  programmeDocumentsSchema,
} from '../portal/company-documents.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Documentación de empresas'];
const auth = 'empresa';

/**
 * The company's documentation page (documentation sections company document calls):
 * internship annexes, training notes and other documents published by the careers office, the
 * company's own uploads and the documents of its internships.
 */
export const companyDocumentCalls = {
  annexes: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameAnexosPracticas',
    auth,
    summary: 'Internship annexes published by the careers office (optionally for one audience)',
    tags,
    query: documentationAudienceQuerySchema,
    response: z.array(documentationFileSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  notes: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria',
    auth,
    summary: 'Training notes of curricular and extracurricular internships',
    tags,
    query: documentationAudienceQuerySchema,
    response: z.array(documentationFileSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  byProgramme: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameDocumentosPracticasPorPrograma',
    auth,
    summary: 'Other documents, grouped by practice programme (general ones first)',
    tags,
    query: documentationAudienceQuerySchema,
    response: z.array(programmeDocumentsSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  file: defineCall({
    method: 'GET',
    path: '/api/Empresa/descargaDocumentacion/:id',
    auth,
    summary: 'Download one file of the careers office documentation',
    tags,
    params: documentIdParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
  ownDocuments: defineCall({
    method: 'GET',
    path: '/api/empresa/documentosAportados',
    auth,
    summary: 'The documents the company uploaded, newest first',
    tags,
    response: z.array(companyDocumentSchema),
    codes: [],
  }),
  addDocument: defineCall({
    method: 'POST',
    path: '/api/empresa/adddoc',
    auth,
    summary: 'Upload a document of the company (5 MB, allowed extensions, checked by content)',
    description: 'Extension not allowed, content not of that type or over 5 MB → 46.',
    tags,
    body: companyDocumentUploadSchema,
    response: companyDocumentSchema,
    codes: [Codes.INVALID_INPUT, Codes.FILE_EXTENSION_NOT_ALLOWED],
  }),
  deleteDocument: defineCall({
    method: 'POST',
    path: '/api/empresa/deldoc',
    auth,
    summary: 'Delete one of the company’s own documents',
    description: 'Another company’s document (or one that does not exist) → 404.',
    tags,
    body: documentIdBodySchema,
    response: z.null(),
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND],
  }),
  ownDocumentFile: defineCall({
    method: 'GET',
    path: '/api/empresa/descargaDocumentoAportado/:id',
    auth,
    summary: 'Download one of the company’s own documents',
    tags,
    params: documentIdParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
  internships: defineCall({
    method: 'GET',
    path: '/api/Empresa/damePracticasConDocumentacion',
    auth,
    summary: 'The company’s internships that have documents, with their counts',
    tags,
    response: z.array(internshipWithDocumentsSchema),
    codes: [],
  }),
  internshipDocuments: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameDocumentosPracticas',
    auth,
    summary: 'Documents of the company’s internships (one internship with idPractica)',
    description: 'idPractica of another company’s internship → 404.',
    tags,
    query: internshipDocumentsQuerySchema,
    response: z.array(internshipDocumentItemSchema),
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND],
  }),
  internshipDocumentFile: defineCall({
    method: 'GET',
    path: '/api/Empresa/descargaDocumentoPractica/:id',
    auth,
    summary: 'Download a document delivered for one of the company’s internships',
    tags,
    params: documentIdParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
};
