import { z } from 'zod';
import {
  staffAgreementActionSchema,
  staffAgreementCountersignedSchema,
  staffAgreementDetailSchema,
  staffAgreementErroneousSchema,
  staffAgreementExportQuerySchema,
  staffAgreementIdParamsSchema,
  staffAgreementListQuerySchema,
  staffAgreementListSchema,
  staffCompanyOptionSchema,
  staffInvoiceCreateSchema,
  staffInvoiceExportQuerySchema,
  staffInvoiceListQuerySchema,
  staffInvoiceSchema,
  staffInvoiceStateSchema,
} from '../portal/staff-agreements.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const auth = 'gestor';
const agreementTags = ['Gestión: convenios'];
const invoiceTags = ['Gestión: facturas'];
const xlsxOrCsv = fileResponse(
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
);

const agreementAction = (path: `/api/${string}`, summary: string) =>
  defineCall({
    method: 'POST',
    path,
    auth,
    summary,
    description:
      'Not allowed from the agreement’s current state → 14 (HTTP 409). The company is notified in the portal and by email.',
    tags: agreementTags,
    body: staffAgreementActionSchema,
    response: staffAgreementDetailSchema,
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND, Codes.STATE_CHANGE_NOT_ALLOWED],
  });

/** The agreement lifecycle in the back-office. */
export const staffAgreementCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameConvenios',
    auth,
    summary: 'Agreements of every company, newest first, by state, company and text',
    tags: agreementTags,
    query: staffAgreementListQuerySchema,
    response: staffAgreementListSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameConvenio/:id',
    auth,
    summary: 'One agreement with its company, data, files, allowed actions and history',
    tags: agreementTags,
    params: staffAgreementIdParamsSchema,
    response: staffAgreementDetailSchema,
    codes: [Codes.NOT_FOUND],
  }),
  markErroneous: defineCall({
    method: 'POST',
    path: '/api/Gestion/marcarConvenioErroneo',
    auth,
    summary: 'Mark an open agreement erroneous with the reason the company reads',
    description: 'Final state → 14 (HTTP 409). The company is notified and may generate another.',
    tags: agreementTags,
    body: staffAgreementErroneousSchema,
    response: staffAgreementDetailSchema,
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND, Codes.STATE_CHANGE_NOT_ALLOWED],
  }),
  sendToSecretariat: agreementAction(
    '/api/Gestion/enviarConvenioSecretaria',
    'Send an agreement signed by the company to the secretariat',
  ),
  formalise: agreementAction(
    '/api/Gestion/formalizarConvenio',
    'Formalise an agreement sent to the secretariat (needs the countersigned PDF)',
  ),
  expire: agreementAction('/api/Gestion/caducarConvenio', 'Mark an open agreement expired'),
  uploadCountersigned: defineCall({
    method: 'POST',
    path: '/api/Gestion/adjuntarConvenioFormalizado',
    auth,
    summary: 'Upload the agreement countersigned by the university (PDF only, ≤ 2 MB)',
    description:
      'Not a PDF by content or over 2 MB → 46; agreement not sent to secretariat or formalised → 14.',
    tags: agreementTags,
    body: staffAgreementCountersignedSchema,
    response: staffAgreementDetailSchema,
    codes: [
      Codes.INVALID_INPUT,
      Codes.NOT_FOUND,
      Codes.FILE_EXTENSION_NOT_ALLOWED,
      Codes.STATE_CHANGE_NOT_ALLOWED,
    ],
  }),
  download: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaConvenio/:id',
    auth,
    summary: 'The generated agreement PDF',
    tags: agreementTags,
    params: staffAgreementIdParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  downloadSigned: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaConvenioFirmado/:id',
    auth,
    summary: 'The agreement signed by the company',
    tags: agreementTags,
    params: staffAgreementIdParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  downloadCountersigned: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaConvenioFormalizado/:id',
    auth,
    summary: 'The agreement countersigned by the university',
    tags: agreementTags,
    params: staffAgreementIdParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  downloadAttachment: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaAdjuntoConvenio/:id',
    auth,
    summary: 'The document the company sent with its agreement request (adjunto)',
    tags: agreementTags,
    params: staffAgreementIdParamsSchema,
    response: fileResponse('application/octet-stream'),
    codes: [Codes.NOT_FOUND],
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaConvenios',
    auth,
    summary: 'The filtered agreements as XLSX or CSV',
    tags: agreementTags,
    query: staffAgreementExportQuerySchema,
    response: xlsxOrCsv,
    codes: [Codes.INVALID_INPUT],
  }),
  companies: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameEmpresasParaFacturacion',
    auth,
    summary: 'Companies to choose from (agreement filter, new invoice)',
    tags: agreementTags,
    response: z.array(staffCompanyOptionSchema),
    codes: [],
  }),
};

/** Invoices per company in the back-office. */
export const staffInvoiceCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameFacturas',
    auth,
    summary: 'Invoices of every company, newest first, by year, state, company and text',
    tags: invoiceTags,
    query: staffInvoiceListQuerySchema,
    response: z.array(staffInvoiceSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/Gestion/addFactura',
    auth,
    summary: 'Issue an invoice: upload its PDF or generate one from the data',
    description:
      'Unknown company → 404; uploaded file not a PDF or over 2 MB → 46; number already used → 515 (HTTP 409). The company is notified.',
    tags: invoiceTags,
    body: staffInvoiceCreateSchema,
    response: staffInvoiceSchema,
    codes: [
      Codes.INVALID_INPUT,
      Codes.NOT_FOUND,
      Codes.FILE_EXTENSION_NOT_ALLOWED,
      Codes.SERVER_MESSAGE,
    ],
  }),
  changeState: defineCall({
    method: 'POST',
    path: '/api/Gestion/cambiarEstadoFactura',
    auth,
    summary: 'Mark an invoice paid, pending again or cancelled',
    description:
      'A change the invoice’s state does not allow → 14 (HTTP 409). The company is notified.',
    tags: invoiceTags,
    body: staffInvoiceStateSchema,
    response: staffInvoiceSchema,
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND, Codes.STATE_CHANGE_NOT_ALLOWED],
  }),
  download: defineCall({
    method: 'GET',
    path: '/api/Gestion/descargaFactura/:id',
    auth,
    summary: 'The invoice PDF',
    tags: invoiceTags,
    params: staffAgreementIdParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND],
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaFacturas',
    auth,
    summary: 'The filtered invoices as XLSX or CSV',
    tags: invoiceTags,
    query: staffInvoiceExportQuerySchema,
    response: xlsxOrCsv,
    codes: [Codes.INVALID_INPUT],
  }),
};
