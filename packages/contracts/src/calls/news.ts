import { z } from 'zod';
import {
  newsDetailSchema,
  newsIdParamsSchema,
  newsListQuerySchema,
  newsPageSchema,
  staffNewsBodySchema,
  staffNewsItemSchema,
  staffNewsPublishBodySchema,
} from '../portal/news.ts';
import { Codes } from '../status-codes/codes.ts';
import { staffTextExportQuerySchema } from '../portal/staff-content.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Noticias y sala de prensa'];
const staffTags = ['Gestión (servicio de empleo)', 'Noticias y sala de prensa'];

/**
 * News (`/news`) and press items (`/press-room`): public lists and sheets of published items, and
 * the careers office's editor (`/gestion/noticias`). Bodies are HTML, sanitised on the way out.
 */
export const newsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Publico/dameNoticias',
    auth: 'public',
    summary: 'Published news or press items, newest first, 10 a page',
    description:
      'Only items marked published whose fechaPublicacion has come (Spanish calendar) are listed.',
    tags,
    query: newsListQuerySchema,
    response: newsPageSchema,
    codes: [],
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/Publico/dameNoticia/:id',
    auth: 'public',
    summary: 'A published news or press item with its body',
    description: '404 for an unknown, unpublished or not yet due item.',
    tags,
    params: newsIdParamsSchema,
    response: newsDetailSchema,
    codes: [Codes.NOT_FOUND],
  }),
  staffList: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameNoticias',
    auth: 'gestor',
    summary: 'Every news and press item, drafts included',
    tags: staffTags,
    response: z.array(staffNewsItemSchema),
    codes: [],
  }),
  staffExport: defineCall({
    method: 'GET',
    path: '/api/Gestion/exportaNoticias',
    auth: 'gestor',
    summary: 'The items whose title or source has every word of texto, as CSV or XLSX',
    tags: staffTags,
    query: staffTextExportQuerySchema,
    response: fileResponse(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ),
    codes: [Codes.INVALID_INPUT],
  }),
  staffGet: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameNoticia/:id',
    auth: 'gestor',
    summary: 'An item as the editor shows it',
    tags: staffTags,
    params: newsIdParamsSchema,
    response: staffNewsItemSchema,
    codes: [Codes.NOT_FOUND],
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/Gestion/addNoticia',
    auth: 'gestor',
    summary: 'Create an item (as a draft)',
    tags: staffTags,
    body: staffNewsBodySchema,
    response: staffNewsItemSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  edit: defineCall({
    method: 'POST',
    path: '/api/Gestion/editNoticia/:id',
    auth: 'gestor',
    summary: 'Replace an item',
    tags: staffTags,
    params: newsIdParamsSchema,
    body: staffNewsBodySchema,
    response: staffNewsItemSchema,
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND],
  }),
  publish: defineCall({
    method: 'POST',
    path: '/api/Gestion/publicaNoticia/:id',
    auth: 'gestor',
    summary: 'Publish (publicada true) or withdraw (false) an item',
    tags: staffTags,
    params: newsIdParamsSchema,
    body: staffNewsPublishBodySchema,
    response: staffNewsItemSchema,
    codes: [Codes.NOT_FOUND],
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/Gestion/deleteNoticia/:id',
    auth: 'gestor',
    summary: 'Delete an item',
    tags: staffTags,
    params: newsIdParamsSchema,
    response: z.null(),
    codes: [Codes.NOT_FOUND],
  }),
};
