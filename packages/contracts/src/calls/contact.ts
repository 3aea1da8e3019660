import { z } from 'zod';
import {
  contactExportQuerySchema,
  contactHandledBodySchema,
  contactInboxQuerySchema,
  contactMessageBodySchema,
  contactMessageIdParamsSchema,
  contactMessageResultSchema,
  staffContactMessageSchema,
} from '../portal/contact.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Contacto'];
const staffTags = ['Gestión (servicio de empleo)', 'Contacto'];

/** The public contact form (`/contact`) and the careers office's inbox (`/gestion/contacto`). */
export const contactCalls = {
  send: defineCall({
    method: 'POST',
    path: '/api/Publico/enviaContacto',
    auth: 'public',
    summary: 'Send a message to the careers office (stored, then mailed; throttled per address)',
    description:
      'Invalid fields answer 400 with datos.errores naming each field; too many messages from one address answer 429.',
    tags,
    body: contactMessageBodySchema,
    response: contactMessageResultSchema,
    codes: [Codes.INVALID_INPUT, Codes.TOO_MANY_REQUESTS],
  }),
  inbox: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameMensajesContacto',
    auth: 'gestor',
    summary: 'Contact messages, newest first (pending, handled or all)',
    tags: staffTags,
    query: contactInboxQuerySchema,
    response: z.array(staffContactMessageSchema),
    codes: [],
  }),
  markHandled: defineCall({
    method: 'POST',
    path: '/api/Gestion/atiendeMensajeContacto/:id',
    auth: 'gestor',
    summary: 'Mark a message handled (atendido true) or pending again (false)',
    tags: staffTags,
    params: contactMessageIdParamsSchema,
    body: contactHandledBodySchema,
    response: staffContactMessageSchema,
    codes: [Codes.NOT_FOUND],
  }),
  exportInbox: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaMensajesContacto',
    auth: 'gestor',
    summary: 'The inbox as CSV or XLSX',
    tags: staffTags,
    query: contactExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [],
  }),
};
