import { z } from 'zod';
import {
  candidateChangePasswordBodySchema,
  candidateResetRequestBodySchema,
  companyAccountRequestBodySchema,
  confirmEmailBodySchema,
  companyResetRequestBodySchema,
  passwordChangedSchema,
  passwordLinkCheckBodySchema,
  registerCandidateBodySchema,
  samlPostBodySchema,
  ssoAnswerBodySchema,
  ssoLinkBodySchema,
  ssoStartBodySchema,
  ssoStartSchema,
  ssoStatusSchema,
  tokenPasswordBodySchema,
} from '../portal/accounts.ts';
import { sessionDataSchema } from '../api/auth.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Cuentas'];

/** Registration, company account requests, password reset / set / change. */
export const accountCalls = {
  registerCandidate: defineCall({
    method: 'POST',
    path: '/api/Alumno/registrarUsuario',
    auth: 'public',
    summary: 'Register a student (or former student) account',
    description:
      'Only when the brand allows it (canRegistroAlumno; canRegistroAntiguoAlumno for antiguoAlumno), else 403. 28 weak password, 16 email or DNI already registered. Success: status 0 with the registration message; a confirmation link is mailed, and the candidate signs in once it is opened (or once the academic record verifies them).',
    tags,
    body: registerCandidateBodySchema,
    response: z.null(),
    codes: [
      Codes.WEAK_PASSWORD,
      Codes.EMAIL_ALREADY_REGISTERED,
      Codes.FORBIDDEN,
      Codes.SERVER_MESSAGE,
    ],
  }),
  confirmEmail: defineCall({
    method: 'POST',
    path: '/api/Alumno/confirmarEmail',
    auth: 'public',
    summary: 'Confirm the email address of a registration with the mailed link',
    description:
      'The token of the link mailed by registrarUsuario (7 days, single use). 42 used, expired or tampered link. Success: status 0; the candidate can sign in.',
    tags,
    body: confirmEmailBodySchema,
    response: z.null(),
    codes: [Codes.INVALID_INPUT, Codes.LINK_EXPIRED],
  }),
  requestCompanyAccount: defineCall({
    method: 'POST',
    path: '/api/Empresa/guardarUsuarioEmpresa',
    auth: 'public',
    summary: 'Request a company account (/solicitar-cuenta)',
    description:
      'Stored as a request the careers office validates; nobody signs in until it is approved, and then the user gets a set-password mail. 33 tax id format, 16 email already registered (or already requested). Success message 528 (request registered).',
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
  checkPasswordLink: defineCall({
    method: 'POST',
    path: '/api/Publico/compruebaEnlacePassword',
    auth: 'public',
    summary: 'Whether a mailed password link can still be used',
    description:
      'The page of a reset or set-password link asks before showing its form: status 0 while the token is unused, unexpired and of that kind of link (`tipo`); 42 otherwise. Nothing is spent.',
    tags,
    body: passwordLinkCheckBodySchema,
    response: z.null(),
    codes: [Codes.LINK_EXPIRED],
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
  ssoStatus: defineCall({
    method: 'GET',
    path: '/api/Publico/dameLoginIntegrado',
    auth: 'public',
    summary: 'Whether single sign-on with the university account is configured',
    description:
      'configurado false (tipo null) when the portal has no identity provider (SSO_PROTOCOL unset): the login pages then hide the university sign-in link.',
    tags,
    response: ssoStatusSchema,
    codes: [],
  }),
  ssoStart: defineCall({
    method: 'POST',
    path: '/api/Publico/inicioLoginIntegrado',
    auth: 'public',
    summary: 'Start single sign-on (/acceso, or a survey access page with idEncuesta)',
    description:
      "OpenID Connect: a fresh state, nonce and PKCE verifier are stored for 10 minutes and `url` is the provider's authorization URL (code flow, S256 challenge). SAML 2.0: `url` is the provider's sign-on URL carrying the AuthnRequest (Redirect binding), whose ID the answer must be InResponseTo. Without configuration: configurado false and url null (/acceso then links to the normal login). 35 for an unknown or closed survey.",
    tags,
    body: ssoStartBodySchema,
    response: ssoStartSchema,
    codes: [Codes.SURVEY_NOT_ACCESSIBLE],
  }),
  ssoAnswer: defineCall({
    method: 'POST',
    path: '/api/Alumno/validaRespuestaLoginIntegrado',
    auth: 'public',
    summary: "Sign a candidate in with the identity provider's answer",
    description:
      "`respuesta`: OIDC — the callback's query string (code, state, iss), exchanged with the PKCE verifier, the ID token's signature, issuer, audience and nonce checked; SAML — the base64 SAMLResponse, its signature, audience, issuer, validity and InResponseTo checked. The asserted identity (issuer + subject) signs in the candidate linked to it and answers a session exactly like logaUsuario. Refusals never 5xx: 515 with a message (not configured, answer not genuine, expired or replayed, no candidate with that email or DNI, identity of another candidate); when the identity matches a candidate by email or DNI that is not linked yet, 515 carries `datos.vinculacion {token, email}` for vinculaLoginIntegrado. 90 blocked, 32 withdrawn, 59 no candidate profile.",
    tags,
    body: ssoAnswerBodySchema,
    response: sessionDataSchema,
    codes: [Codes.SERVER_MESSAGE, Codes.USER_BLOCKED, Codes.USER_WITHDRAWN, Codes.NO_PORTAL_ACCESS],
  }),
  ssoLink: defineCall({
    method: 'POST',
    path: '/api/Alumno/vinculaLoginIntegrado',
    auth: 'public',
    summary: 'Link the university identity to the candidate after confirming the portal password',
    description:
      "With the ticket of validaRespuestaLoginIntegrado's 515 (10 minutes, single use: 42 when used, expired or tampered) and the candidate's portal password (3 when wrong, throttled like logaUsuario). Success: the identity is linked for good and the answer is a session exactly like logaUsuario.",
    tags,
    body: ssoLinkBodySchema,
    response: sessionDataSchema,
    codes: [
      Codes.BAD_CREDENTIALS,
      Codes.LINK_EXPIRED,
      Codes.USER_BLOCKED,
      Codes.USER_WITHDRAWN,
      Codes.NO_PORTAL_ACCESS,
      Codes.TOO_MANY_REQUESTS,
    ],
  }),
  samlAssertionConsumer: defineCall({
    method: 'POST',
    path: '/api/Publico/respuestaLoginIntegrado',
    auth: 'public',
    summary: 'SAML assertion consumer service (HTTP-POST binding)',
    description:
      "The identity provider's form posts `SAMLResponse` (application/x-www-form-urlencoded). Nothing is decided here: the browser is sent (303) to /acceso with the answer in the URL fragment (never sent to a server), and that page posts it as `respuesta` to validaRespuestaLoginIntegrado (or the survey's call).",
    tags,
    body: samlPostBodySchema,
    response: z.null(),
    codes: [],
  }),
  samlMetadata: defineCall({
    method: 'GET',
    path: '/api/Publico/metadataLoginIntegrado',
    auth: 'public',
    summary: "The portal's SAML service provider metadata (entity ID, assertion consumer URL)",
    description: '404 when the portal does not use SAML.',
    tags,
    response: fileResponse('application/samlmetadata+xml'),
    codes: [Codes.NOT_FOUND],
  }),
};
