import { z } from 'zod';
import {
  changePasswordBodySchema,
  companyDataSchema,
  companyProfileBodySchema,
  companyUserProfileBodySchema,
  companyUserProfileSavedSchema,
  companyUserProfileSchema,
  existeCifParamsSchema,
} from '../portal/company-profile.ts';
import { passwordChangedSchema } from '../portal/accounts.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Perfil de la empresa'];
const auth = 'empresa';

/** /mi-empresa and /mi-perfil: the company profile, the user's own data. */
export const companyProfileCalls = {
  company: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameDatosEmpresa',
    auth,
    summary: 'The company of the session',
    tags,
    response: companyDataSchema,
    codes: [Codes.NOT_FOUND],
  }),
  saveCompany: defineCall({
    method: 'POST',
    path: '/api/Empresa/editaEmpresaCompletos',
    auth,
    summary: 'Save the whole company profile',
    description:
      'Unknown sector, country or town are field errors (400); a CIF of another company answers 515 (HTTP 409).',
    tags,
    body: companyProfileBodySchema,
    response: companyDataSchema,
    codes: [Codes.INVALID_INPUT, Codes.INVALID_TAX_ID, Codes.SERVER_MESSAGE, Codes.NOT_FOUND],
  }),
  cifExists: defineCall({
    method: 'GET',
    path: '/api/Empresa/existeCIF/:cif/:clave',
    // The registration form asks too, hence the fixed key instead of a session; a company
    // user's token (when sent) leaves their own company out.
    auth: 'public',
    summary: 'Whether another company is registered with this tax id',
    description:
      'A wrong fixed key answers 404; a malformed CIF or NIF answers 33 (HTTP 400) with the field error.',
    tags,
    params: existeCifParamsSchema,
    response: z.boolean(),
    codes: [Codes.NOT_FOUND, Codes.INVALID_TAX_ID, Codes.TOO_MANY_REQUESTS],
  }),
  user: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameDatosContactoEmpresa',
    auth,
    summary: "The signed-in user's own data in this company",
    tags,
    response: companyUserProfileSchema,
    codes: [Codes.FORBIDDEN],
  }),
  saveUser: defineCall({
    method: 'POST',
    path: '/api/Empresa/editaUsuario',
    auth,
    summary: "Save the user's own data; answers with a new token",
    description: 'An email used by another company user answers 16.',
    tags,
    body: companyUserProfileBodySchema,
    response: companyUserProfileSavedSchema,
    codes: [Codes.FORBIDDEN, Codes.EMAIL_ALREADY_REGISTERED],
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/Empresa/editarPassword',
    auth,
    summary: 'Change the password (543)',
    description:
      'A wrong current password is a field error (400). Every other session of the user ends at once (session version); the answer carries the new token of this session.',
    tags,
    body: changePasswordBodySchema,
    response: passwordChangedSchema,
    codes: [Codes.FORBIDDEN, Codes.INVALID_INPUT],
  }),
};
