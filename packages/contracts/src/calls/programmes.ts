import { z } from 'zod';
import {
  programmeDetailSchema,
  programmeRefParamsSchema,
  programmeSummarySchema,
} from '../portal/programme-adhesion.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Programas'];
const auth = 'alumno';

/** A candidate's view of a practice programme and adhesion to it (001 §4, §7). */
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
};
