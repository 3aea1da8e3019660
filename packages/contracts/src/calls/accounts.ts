import { z } from 'zod';
import {
  candidateChangePasswordBodySchema,
  candidateResetRequestBodySchema,
  companyAccountRequestBodySchema,
  companyResetRequestBodySchema,
  passwordChangedSchema,
  registerCandidateBodySchema,
  ssoStartSchema,
  tokenPasswordBodySchema,
} from '../portal/accounts.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Cuentas'];

/** Registration, company account requests, password reset / set / change (DESIGN §8). */
export const accountCalls = {
  registerCandidate: defineCall({
    method: 'POST',
    path: '/api/Alumno/registrarUsuario',
    auth: 'public',
    summary: 'Register a student (or former student) account',
    description:
      'Only when the brand allows it (canRegistroAlumno; canRegistroAntiguoAlumno for antiguoAlumno), else 403. 28 weak password, 16 email or DNI already registered. Success: status 0 with the registration message; the candidate can sign in at once.',
    tags,
    body: registerCandidateBodySchema,
    response: z.null(),
    codes: [Codes.WEAK_PASSWORD, Codes.EMAIL_ALREADY_REGISTERED, Codes.FORBIDDEN],
  }),
  requestCompanyAccount: defineCall({
    method: 'POST',
    path: '/api/Empresa/guardarUsuarioEmpresa',
    auth: 'public',
    summary: 'Request a company account (/solicitar-cuenta)',
    description:
      'Stored as a request the careers office validates; nobody signs in until it is approved, and then the user gets a set-password mail. 33 tax id format, 16 email already registered (or already requested). Success message 522.',
    tags,
    body: companyAccountRequestBodySchema,
    response: z.null(),
    codes: [Codes.INVALID_TAX_ID, Codes.EMAIL_ALREADY_REGISTERED],
  }),
  requestCandidateReset: defineCall({
    method: 'POST',
    path: '/api/Alumno/solicitarReseteoPassword',
    auth: 'public',
    summary: 'Ask for a candidate password reset link',
    description:
      'Always status 0 with the 505 text, whatever the address: an active account receives a link to /restablecer-candidato valid for 1 hour, an address without an active account receives the 524 text. 403 when the brand disables password recovery.',
    tags,
    body: candidateResetRequestBodySchema,
    response: z.null(),
    codes: [Codes.FORBIDDEN],
  }),
  requestCompanyReset: defineCall({
    method: 'POST',
    path: '/api/Empresa/recuerdoPassword',
    auth: 'public',
    summary: 'Ask for a company user password reset link',
    description:
      'By `nick` (email) or `cif` (every active user of that company). Always status 0 with the 505 text; the link leads to /restablecer-login and lasts 1 hour; an address without an active account receives the 524 text.',
    tags,
    body: companyResetRequestBodySchema,
    response: z.null(),
    codes: [Codes.FORBIDDEN],
  }),
  resetCandidatePassword: defineCall({
    method: 'POST',
    path: '/api/Alumno/restablecerPassword',
    auth: 'public',
    summary: 'Reset a candidate password with the mailed token',
    description:
      'The token is single use, expires after 1 hour; used, expired or tampered: 42. Weak password: 28. Every open session of the user ends. Success message 508.',
    tags,
    body: tokenPasswordBodySchema,
    response: z.null(),
    codes: [Codes.LINK_EXPIRED, Codes.WEAK_PASSWORD],
  }),
  resetCompanyPassword: defineCall({
    method: 'POST',
    path: '/api/Empresa/restablecerPassword',
    auth: 'public',
    summary: 'Reset a company user password with the mailed token',
    description:
      'As the candidate call: 42 for a used, expired or tampered token, 28 for a weak password; every open session ends. Success message 508.',
    tags,
    body: tokenPasswordBodySchema,
    response: z.null(),
    codes: [Codes.LINK_EXPIRED, Codes.WEAK_PASSWORD],
  }),
  setCompanyPassword: defineCall({
    method: 'POST',
    path: '/api/Empresa/establecerPassword',
    auth: 'public',
    summary: 'Set the first password of an approved company account',
    description:
      'With the token of the mail sent when the careers office approved the account request (valid 7 days, single use): 42 used/expired/tampered, 28 weak password. Success message 514.',
    tags,
    body: tokenPasswordBodySchema,
    response: z.null(),
    codes: [Codes.LINK_EXPIRED, Codes.WEAK_PASSWORD],
  }),
  changeCandidatePassword: defineCall({
    method: 'POST',
    path: '/api/Alumno/editarPassword',
    auth: 'alumno',
    summary: 'Change the signed-in candidate password',
    description:
      'The current password must be right (400, field passwordActual); 28 weak new password. Every other session of the user ends at once; the answer carries the new token of this session. Success message 543.',
    tags,
    body: candidateChangePasswordBodySchema,
    response: passwordChangedSchema,
    codes: [Codes.WEAK_PASSWORD],
  }),
  ssoStart: defineCall({
    method: 'GET',
    path: '/api/Publico/inicioLoginIntegrado',
    auth: 'public',
    summary: 'How single sign-on starts (/acceso)',
    description:
      'configurado false (and url null) when the portal has no identity provider configured; /acceso then links to the normal login.',
    tags,
    response: ssoStartSchema,
    codes: [],
  }),
};
