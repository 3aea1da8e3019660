import { z } from 'zod';
import { communicationSchema } from '../portal/home.ts';
import { defineCall } from './define-call.ts';

const tags = ['Comunicaciones'];
const response = z.array(communicationSchema);

/** `GET /{role}/dameComunicaciones` (shared calls). */
export const communicationCalls = {
  candidate: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameComunicaciones',
    auth: 'alumno',
    summary: 'Communications for candidates',
    tags,
    response,
    codes: [],
  }),
  company: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameComunicaciones',
    auth: 'empresa',
    summary: 'Communications for companies',
    tags,
    response,
    codes: [],
  }),
};
