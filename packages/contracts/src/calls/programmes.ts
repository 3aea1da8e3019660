import { z } from 'zod';
import {
  companyProgrammeDetailSchema,
  programmeDetailSchema,
  programmeRefParamsSchema,
  programmeSummarySchema,
  staffCompanyAdhesionDecisionBodySchema,
  staffCompanyAdhesionSchema,
} from '../portal/programme-adhesion.ts';
import { staffAdhesionQuerySchema, staffIdParamsSchema } from '../portal/staff-content.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Programas'];
const auth = 'alumno';

/** A candidate's view of a practice programme and adhesion to it. */
export const programmeCalls = {
  listActive: defineCall({
    method: 'GET',
    path: '/api/Publico/programasPracticasActivos',
    auth: 'public',
    summary: 'Active practice programmes',
    description: 'No token needed; the active programmes, the latest starting first.',
    tags,
    response: z.array(programmeSummarySchema),
    codes: [],
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/Alumno/detallePrograma/:id',
    auth,
    summary: 'A programme (by id or urlAcceso), what it requires and my adhesion',
    tags,
    params: programmeRefParamsSchema,
    response: programmeDetailSchema,
    codes: [Codes.NOT_FOUND],
  }),
  requestAdhesion: defineCall({
    method: 'POST',
    path: '/api/Alumno/solicitaAdhesionPrograma/:id',
    auth,
    summary: 'Join an active programme (533)',
    description: 'Unknown or inactive programme → 404; asked already → 64.',
    tags,
    params: programmeRefParamsSchema,
    response: programmeDetailSchema,
    codes: [Codes.NOT_FOUND, Codes.ADHESION_ALREADY_REQUESTED],
  }),
  companyDetail: defineCall({
    method: 'GET',
    path: '/api/Empresa/detallePrograma/:id',
    auth: 'empresa',
    summary: "A programme (by id or urlAcceso), what it asks of offers and my company's adhesion",
    tags,
    params: programmeRefParamsSchema,
    response: companyProgrammeDetailSchema,
    codes: [Codes.NOT_FOUND],
  }),
  companyRequestAdhesion: defineCall({
    method: 'POST',
    path: '/api/Empresa/solicitaAhesionPrograma/:id',
    auth: 'empresa',
    summary: 'My company asks to join an active programme (533)',
    description:
      "The path keeps the spec's spelling (Ahesion). Unknown or inactive programme → 404, as for candidates; asked already → 64. The careers office then accepts or rejects it.",
    tags,
    params: programmeRefParamsSchema,
    response: companyProgrammeDetailSchema,
    codes: [Codes.NOT_FOUND, Codes.ADHESION_ALREADY_REQUESTED],
  }),
  staffCompanyAdhesions: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameAdhesionesEmpresasPrograma/:id',
    auth: 'gestor',
    summary: 'Companies that asked to join a programme, with the decision',
    tags: ['Gestión: contenidos'],
    params: staffIdParamsSchema,
    query: staffAdhesionQuerySchema,
    response: z.array(staffCompanyAdhesionSchema),
    codes: [Codes.NOT_FOUND, Codes.INVALID_INPUT],
  }),
  staffDecideCompanyAdhesion: defineCall({
    method: 'POST',
    path: '/api/Gestion/resolverAdhesionEmpresaPrograma',
    auth: 'gestor',
    summary: "Accept or reject a company's adhesion; the company user who asked is notified",
    description:
      'A rejection needs a reason (400, field motivo). Notification and email in the language of the company user who asked.',
    tags: ['Gestión: contenidos'],
    body: staffCompanyAdhesionDecisionBodySchema,
    response: staffCompanyAdhesionSchema,
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND],
  }),
};
