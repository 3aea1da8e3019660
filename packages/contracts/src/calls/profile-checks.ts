import { z } from 'zod';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Datos obligatorios'];

/** Missing-data checks behind the blocking overlays. */
export const profileCheckCalls = {
  candidateMissingData: defineCall({
    method: 'GET',
    path: '/api/Alumno/faltanDatosPersonalesObligatorios',
    auth: 'alumno',
    summary: 'True when mandatory personal data is missing',
    tags,
    response: z.boolean(),
    codes: [],
  }),
  companyMissingData: defineCall({
    method: 'GET',
    path: '/api/Empresa/faltanDatosAlaEmpresa',
    auth: 'empresa',
    summary: 'True when the company profile is incomplete',
    tags,
    response: z.boolean(),
    codes: [Codes.FORBIDDEN],
  }),
  contactMissingData: defineCall({
    method: 'GET',
    path: '/api/Empresa/faltanDatosAlContactoEmpresa',
    auth: 'empresa',
    summary: "True when the user's own contact data is incomplete",
    tags,
    response: z.boolean(),
    codes: [Codes.FORBIDDEN],
  }),
};
