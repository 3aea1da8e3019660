import { z } from 'zod';
import {
  agreementCreatedSchema,
  agreementIdParamsSchema,
  agreementProfileSchema,
  agreementRequestSchema,
  agreementSchema,
  agreementSignedUploadSchema,
} from '../portal/agreements.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Convenios'];
const auth = 'empresa';

/** Collaboration agreements of the company. */
export const agreementCalls = {
  create: defineCall({
    method: 'POST',
    path: '/api/Empresa/addConvenioEmpresa',
    auth,
    summary: 'Generate a collaboration agreement (532); answers the link to its PDF',
    description:
      'Brand without canCrearConvenios → 403. Contact or billing account of another company → 404. Invalid IBAN with direct debit → 73. An attachment whose content is not an allowed type → 46. The entered data is saved in the company profile.',
    tags,
    body: agreementRequestSchema,
    response: agreementCreatedSchema,
    codes: [
      Codes.INVALID_INPUT,
      Codes.FORBIDDEN,
      Codes.NOT_FOUND,
      Codes.INVALID_IBAN,
      Codes.FILE_EXTENSION_NOT_ALLOWED,
    ],
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameConveniosEmpresa',
    auth,
    summary: "The company's agreements, newest first, with their state and downloads",
    tags,
    response: z.array(agreementSchema),
    codes: [],
  }),
  profile: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameDatosConvenioEmpresa',
    auth,
    summary: 'The agreement data last saved in the company profile (null when none)',
    tags,
    response: agreementProfileSchema.nullable(),
    codes: [],
  }),
  download: defineCall({
    method: 'GET',
    path: '/api/Empresa/descargaConvenio/:id',
    auth,
    summary: 'The generated agreement PDF (only for its company)',
    tags,
    params: agreementIdParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  downloadAttachment: defineCall({
    method: 'GET',
    path: '/api/Empresa/descargaAdjuntoConvenio/:id',
    auth,
    summary: 'The document the company sent with its agreement request (adjunto)',
    tags,
    params: agreementIdParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
  downloadSigned: defineCall({
    method: 'GET',
    path: '/api/Empresa/descargaConvenioFirmado/:id',
    auth,
    summary: 'The signed agreement PDF the company uploaded',
    tags,
    params: agreementIdParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  downloadCountersigned: defineCall({
    method: 'GET',
    path: '/api/Empresa/descargaConvenioFormalizado/:id',
    auth,
    summary: 'The agreement countersigned by the university (formalised)',
    tags,
    params: agreementIdParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  uploadSigned: defineCall({
    method: 'POST',
    path: '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
    auth,
    summary: 'Upload the signed agreement (PDF only, ≤ 2 MB) → signed by company (513)',
    description:
      'Another company’s agreement → 404; not a PDF by content or over 2 MB → 46; an agreement no longer awaiting the company’s signature → 14.',
    tags,
    body: agreementSignedUploadSchema,
    response: agreementSchema,
    codes: [
      Codes.NOT_FOUND,
      Codes.FILE_EXTENSION_NOT_ALLOWED,
      Codes.STATE_CHANGE_NOT_ALLOWED,
      Codes.INVALID_INPUT,
    ],
  }),
};
