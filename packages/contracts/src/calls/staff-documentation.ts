import { z } from 'zod';
import {
  documentIdBodySchema,
  documentIdParamsSchema,
  staffCompanyDocumentSchema,
  staffCompanyDocumentsQuerySchema,
  staffDocumentationCreateSchema,
  staffDocumentationEditSchema,
  staffDocumentationExportQuerySchema,
  staffDocumentationFileSchema,
  staffDocumentationQuerySchema,
} from '../portal/company-documents.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Gestión: documentación de empresas'];
const auth = 'gestor';

/**
 * The careers office manages the documentation companies see: internship
 * annexes, training notes and other documents per audience, modality and programme.
 */
export const staffDocumentationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameDocumentacionEmpresas',
    auth,
    summary: 'Every documentation file, with filters by section, audience, programme and text',
    tags,
    query: staffDocumentationQuerySchema,
    response: z.array(staffDocumentationFileSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  exportList: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaDocumentacionEmpresas',
    auth,
    summary:
      'The documentation files as filtered (section, audience, programme, text), as CSV or XLSX',
    tags,
    query: staffDocumentationExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [Codes.INVALID_INPUT],
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/Gestion/addDocumentacionEmpresas',
    auth,
    summary: 'Publish a file in a section (5 MB, allowed extensions, checked by content)',
    description: 'Bad file → 46; unknown programme → 404.',
    tags,
    body: staffDocumentationCreateSchema,
    response: staffDocumentationFileSchema,
    codes: [Codes.INVALID_INPUT, Codes.FILE_EXTENSION_NOT_ALLOWED, Codes.NOT_FOUND],
  }),
  edit: defineCall({
    method: 'POST',
    path: '/api/Gestion/editDocumentacionEmpresas',
    auth,
    summary: 'Change a file’s data, or replace the file itself',
    tags,
    body: staffDocumentationEditSchema,
    response: staffDocumentationFileSchema,
    codes: [Codes.INVALID_INPUT, Codes.FILE_EXTENSION_NOT_ALLOWED, Codes.NOT_FOUND],
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/Gestion/delDocumentacionEmpresas',
    auth,
    summary: 'Remove a file (companies stop seeing it at once)',
    tags,
    body: documentIdBodySchema,
    response: z.null(),
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND],
  }),
  file: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaDocumentacionEmpresas/:id',
    auth,
    summary: 'Download a documentation file',
    tags,
    params: documentIdParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
  companyDocuments: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameDocumentosAportadosEmpresas',
    auth,
    summary: 'Documents uploaded by companies (optionally one company’s)',
    tags,
    query: staffCompanyDocumentsQuerySchema,
    response: z.array(staffCompanyDocumentSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  companyDocumentFile: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaDocumentoAportado/:id',
    auth,
    summary: 'Download a document a company uploaded',
    tags,
    params: documentIdParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
};
