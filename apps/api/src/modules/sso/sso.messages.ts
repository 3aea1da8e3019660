import { ssoRefusal } from './sso-identity.ts';
export type Lang = 'es' | 'en';

/** The refusals of single sign-on (status 515), in the user's language. */
const messages = {
  notConfigured: {
    es: 'El acceso con la cuenta de la universidad no está configurado en este portal. Inicia sesión con tu usuario y contraseña del portal.',
    en: 'Signing in with the university account is not set up on this portal. Sign in with your portal user and password.',
  },
  invalidAnswer: {
    es: 'No se ha podido comprobar la respuesta de la universidad, o ha caducado. Vuelve a intentarlo desde «Acceder con la cuenta de la universidad».',
    en: "The university's answer could not be verified, or it has expired. Try again from 'Sign in with the university account'.",
  },
  providerDown: {
    es: 'El servicio de identidad de la universidad no responde en este momento. Inténtalo de nuevo en unos minutos o inicia sesión con tu usuario del portal.',
    en: "The university's identity service is not answering right now. Try again in a few minutes or sign in with your portal user.",
  },
  notInRecord: {
    es: 'Tu cuenta de la universidad no corresponde a ningún estudiante ni titulado del registro académico de la universidad ni a ninguna cuenta del portal, y este portal no admite otras altas. Si eres estudiante o titulado de la universidad, ponte en contacto con el Servicio de Empleo.',
    en: "Your university account matches no student or graduate in the university's academic record and no account of the portal, and this portal admits no other sign-ups. If you are a student or graduate of the university, please contact the careers office.",
  },
  notStudent: {
    es: 'El acceso con la cuenta de la universidad es para sus estudiantes y titulados, y la universidad no identifica tu cuenta como de estudiante ni de titulado (por ejemplo, es una cuenta de personal). Si eres estudiante o titulado, ponte en contacto con el Servicio de Empleo.',
    en: "Signing in with the university account is for its students and graduates, and the university does not identify your account as a student's or a graduate's (for instance, it is a staff account). If you are a student or graduate, please contact the careers office.",
  },
  noEmail: {
    es: 'La universidad no ha enviado tu correo electrónico, y el portal lo necesita para crear tu cuenta. Ponte en contacto con el Servicio de Empleo.',
    en: 'The university did not send your email address, which the portal needs to create your account. Please contact the careers office.',
  },
  ambiguousIdentity: {
    es: 'El correo electrónico y el DNI de tu cuenta de la universidad corresponden a dos estudiantes distintos del portal. Ponte en contacto con el Servicio de Empleo.',
    en: 'The email address and the identity document of your university account belong to two different students of the portal. Please contact the careers office.',
  },
  linkedToOther: {
    es: 'Tu cuenta del portal ya está vinculada a otra cuenta de la universidad. Inicia sesión con tu usuario del portal o ponte en contacto con el Servicio de Empleo.',
    en: 'Your portal account is already linked to another university account. Sign in with your portal user or contact the careers office.',
  },
  linkNeeded: {
    es: 'Tu cuenta de la universidad corresponde a la cuenta del portal {email}. Para vincularlas, confirma la contraseña del portal. Solo tendrás que hacerlo esta vez.',
    en: 'Your university account matches the portal account {email}. To link them, confirm your portal password. You will only need to do this once.',
  },
  wrongFlow: {
    es: 'Esta respuesta de la universidad pertenece a otro acceso. Vuelve a empezar desde la página de la que partiste.',
    en: 'This answer of the university belongs to another sign-in. Start again from the page you came from.',
  },
} as const;

export type SsoMessage = keyof typeof messages;

export function ssoMessage(key: SsoMessage, lang: Lang, values: Record<string, string> = {}) {
  return Object.entries(values).reduce<string>(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    messages[key][lang],
  );
}

/** A 515 refusal with the message `key` (and `datos` for the client, when given). */
export const refuse = (
  key: SsoMessage,
  lang: Lang,
  datos?: unknown,
  values?: Record<string, string>,
) => ssoRefusal(ssoMessage(key, lang, values), datos);
