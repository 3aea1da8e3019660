import { z } from 'zod';
import {
  contentLanguageQuerySchema,
  contentPageSchema,
  helpPageSchema,
  staffContentPageBodySchema,
  staffContentPageSchema,
  staffFaqCreateBodySchema,
  staffFaqEditBodySchema,
  staffFaqItemSchema,
  staffFaqOrderBodySchema,
  staffFaqQuerySchema,
} from '../portal/content-pages.ts';
import { staffIdParamsSchema } from '../portal/staff-content.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Orientación laboral y ayuda'];
const staffTags = ['Gestión: contenidos'];

/**
 * Labour orientation and help: the pages candidates and
 * companies read, and the careers office's editor of their text and of the FAQ per role.
 */
export const contentPageCalls = {
  orientation: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameOrientacionLaboral',
    auth: 'alumno',
    summary: 'The labour-orientation page in a language, with its table of contents',
    tags,
    query: contentLanguageQuerySchema,
    response: contentPageSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  candidateHelp: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameAyuda',
    auth: 'alumno',
    summary: 'The help page with the candidates’ FAQ and the contact address',
    description: 'Brand without help (hashelp false) → 403.',
    tags,
    query: contentLanguageQuerySchema,
    response: helpPageSchema,
    codes: [Codes.INVALID_INPUT, Codes.FORBIDDEN],
  }),
  companyHelp: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameAyuda',
    auth: 'empresa',
    summary: 'The help page with the companies’ FAQ and the contact address',
    description: 'Brand without help (hashelp false) → 403.',
    tags,
    query: contentLanguageQuerySchema,
    response: helpPageSchema,
    codes: [Codes.INVALID_INPUT, Codes.FORBIDDEN],
  }),
  staffPages: defineCall({
    method: 'GET',
    path: '/api/Gestion/damePaginasContenido',
    auth: 'gestor',
    summary: 'Labour orientation and help in each language, as stored',
    tags: staffTags,
    response: z.array(staffContentPageSchema),
    codes: [],
  }),
  staffSavePage: defineCall({
    method: 'POST',
    path: '/api/Gestion/editPaginaContenido',
    auth: 'gestor',
    summary: 'Replace the text of a page in a language (HTML sanitised; audited before/after)',
    tags: staffTags,
    body: staffContentPageBodySchema,
    response: staffContentPageSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  staffFaq: defineCall({
    method: 'GET',
    path: '/api/Gestion/damePreguntasAyuda',
    auth: 'gestor',
    summary: 'The FAQ of a role in a language, in order',
    tags: staffTags,
    query: staffFaqQuerySchema,
    response: z.array(staffFaqItemSchema),
    codes: [Codes.INVALID_INPUT],
  }),
  staffAddFaq: defineCall({
    method: 'POST',
    path: '/api/Gestion/addPreguntaAyuda',
    auth: 'gestor',
    summary: 'Add a question at the end of a FAQ (answer HTML sanitised; audited)',
    tags: staffTags,
    body: staffFaqCreateBodySchema,
    response: staffFaqItemSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  staffEditFaq: defineCall({
    method: 'POST',
    path: '/api/Gestion/editPreguntaAyuda/:id',
    auth: 'gestor',
    summary: 'Change a question and its answer (audited before/after)',
    tags: staffTags,
    params: staffIdParamsSchema,
    body: staffFaqEditBodySchema,
    response: staffFaqItemSchema,
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND],
  }),
  staffDeleteFaq: defineCall({
    method: 'POST',
    path: '/api/Gestion/deletePreguntaAyuda/:id',
    auth: 'gestor',
    summary: 'Remove a question (audited)',
    tags: staffTags,
    params: staffIdParamsSchema,
    response: z.null(),
    codes: [Codes.NOT_FOUND],
  }),
  staffOrderFaq: defineCall({
    method: 'POST',
    path: '/api/Gestion/ordenaPreguntasAyuda',
    auth: 'gestor',
    summary: 'Put the questions of a role and language in a new order (audited before/after)',
    description: 'ids must name every question of that list once (400, field ids).',
    tags: staffTags,
    body: staffFaqOrderBodySchema,
    response: z.array(staffFaqItemSchema),
    codes: [Codes.INVALID_INPUT],
  }),
};
