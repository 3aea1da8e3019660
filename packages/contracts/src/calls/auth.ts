import { z } from 'zod';
import { loginBodySchema, sessionDataSchema, userCompanySchema } from '../api/auth.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const auth = 'public';
const credentialCodes = [
  Codes.BAD_CREDENTIALS,
  Codes.USER_BLOCKED,
  Codes.USER_WITHDRAWN,
  Codes.TOO_MANY_REQUESTS,
] as const;

/** Login calls: rate-limited per client address; failures lock the account. */
export const authCalls = {
  loginCandidate: defineCall({
    method: 'POST',
    path: '/api/Alumno/logaUsuario',
    auth,
    summary: 'Candidate login',
    description:
      'A self-registered candidate whose email is not confirmed yet (and whom the academic record has not verified) gets 515 with a message asking to open the mailed link.',
    tags: ['Sesión'],
    body: loginBodySchema,
    response: sessionDataSchema,
    codes: [...credentialCodes, Codes.NO_PORTAL_ACCESS, Codes.SERVER_MESSAGE],
  }),
  loginCompany: defineCall({
    method: 'POST',
    path: '/api/Empresa/logaUsuario',
    auth,
    summary: 'Company user login (choosing the company with eidEmpresa)',
    tags: ['Sesión'],
    body: loginBodySchema,
    response: sessionDataSchema,
    codes: [...credentialCodes, Codes.NO_PORTAL_ACCESS_COMPANY, Codes.COMPANY_NOT_VALIDATED],
  }),
  companiesOfUser: defineCall({
    method: 'POST',
    path: '/api/Empresa/dameEmpresasDelUsuario',
    auth,
    summary: 'Companies a company user belongs to (before choosing one to log in)',
    tags: ['Sesión'],
    body: loginBodySchema.partial({ eAmbito: true }),
    response: z.array(userCompanySchema),
    codes: [...credentialCodes],
  }),
  loginStaff: defineCall({
    method: 'POST',
    path: '/api/Gestion/logaUsuario',
    auth,
    summary: 'Staff login',
    tags: ['Gestión'],
    body: loginBodySchema.pick({ eUsuario: true, ePassword: true }),
    response: sessionDataSchema,
    codes: [...credentialCodes],
  }),
};
