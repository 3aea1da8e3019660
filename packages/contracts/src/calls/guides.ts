import { z } from 'zod';
import { guideSchema } from '../portal/home.ts';
import { defineCall } from './define-call.ts';

/** `GET /api/Alumno/dameGuiaOrientacion` (candidate GET calls). */
export const guideCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameGuiaOrientacion',
    auth: 'alumno',
    summary: 'Orientation guides',
    tags: ['Orientación'],
    response: z.array(guideSchema),
    codes: [],
  }),
};
