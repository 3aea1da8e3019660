import { pathFor, statusMessage } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export type Language = 'es' | 'en';

/** The address users reach the portal at (PUBLIC_URL, else this machine). */
export const publicUrl = (ctx: AppContext) =>
  (ctx.env.PUBLIC_URL ?? `http://localhost:${String(ctx.env.PORT)}`).replace(/\/$/, '');

/** The page each mailed link opens. */
export const linkPages = {
  candidateReset: pathFor('restablecer_candidato'),
  companyReset: pathFor('restablecer_login'),
  companySet: pathFor('establecer_login'),
  candidateConfirm: pathFor('confirmar_email'),
} as const;

export const linkTo = (ctx: AppContext, page: keyof typeof linkPages, token: string) =>
  `${publicUrl(ctx)}${linkPages[page]}?token=${encodeURIComponent(token)}`;

const texts = {
  es: {
    resetSubject: 'Restablecer tu contraseña',
    reset: (nombre: string, link: string) =>
      `Hola ${nombre}:\n\nHemos recibido una solicitud para restablecer la contraseña de tu cuenta del Portal de Empleo. Para elegir una nueva, abre este enlace (caduca en 1 hora y solo se puede usar una vez):\n\n${link}\n\nSi no lo has pedido tú, ignora este correo: tu contraseña no cambiará.\n`,
    noAccountSubject: 'Solicitud de restablecimiento de contraseña',
    noAccount: (cuerpo: string) =>
      `Hola:\n\nHemos recibido una solicitud para restablecer la contraseña del Portal de Empleo con esta dirección. ${cuerpo}\n\nSi no lo has pedido tú, ignora este correo.\n`,
    confirmSubject: 'Confirma tu correo electrónico',
    confirm: (nombre: string, link: string) =>
      `Hola ${nombre}:\n\nGracias por registrarte en el Portal de Empleo. Para empezar a usar tu cuenta, confirma que esta dirección es tuya abriendo este enlace (caduca en 7 días y solo se puede usar una vez):\n\n${link}\n\nSi no te has registrado tú, ignora este correo: la cuenta no se podrá usar.\n`,
    setSubject: 'Tu cuenta del Portal de Empleo está lista',
    set: (nombre: string, empresa: string, link: string) =>
      `Hola ${nombre}:\n\nEl Servicio de Empleo ha aprobado la cuenta de «${empresa}». Para empezar, elige tu contraseña en este enlace (caduca en 7 días y solo se puede usar una vez):\n\n${link}\n`,
  },
  en: {
    resetSubject: 'Reset your password',
    reset: (nombre: string, link: string) =>
      `Hello ${nombre},\n\nWe received a request to reset the password of your Job Portal account. To choose a new one, open this link (it expires in 1 hour and works only once):\n\n${link}\n\nIf you did not ask for it, ignore this email: your password will not change.\n`,
    noAccountSubject: 'Password reset request',
    noAccount: (cuerpo: string) =>
      `Hello,\n\nWe received a request to reset a Job Portal password for this address. ${cuerpo}\n\nIf you did not ask for it, ignore this email.\n`,
    confirmSubject: 'Confirm your email address',
    confirm: (nombre: string, link: string) =>
      `Hello ${nombre},\n\nThank you for registering on the Job Portal. To start using your account, confirm that this address is yours by opening this link (it expires in 7 days and works only once):\n\n${link}\n\nIf you did not register, ignore this email: the account cannot be used.\n`,
    setSubject: 'Your Job Portal account is ready',
    set: (nombre: string, empresa: string, link: string) =>
      `Hello ${nombre},\n\nThe careers office has approved the account of “${empresa}”. To start, choose your password at this link (it expires in 7 days and works only once):\n\n${link}\n`,
  },
} as const;

export const resetMail = (
  language: Language,
  to: string,
  nombre: string,
  link: string,
): MailMessage => ({
  to,
  subject: texts[language].resetSubject,
  text: texts[language].reset(nombre, link),
});

/** To an address without an active account: the 524 text instead of a link. */
export const noAccountMail = (language: Language, to: string): MailMessage => ({
  to,
  subject: texts[language].noAccountSubject,
  text: texts[language].noAccount(statusMessage(524, language).cuerpo),
});

export const confirmEmailMail = (
  language: Language,
  to: string,
  nombre: string,
  link: string,
): MailMessage => ({
  to,
  subject: texts[language].confirmSubject,
  text: texts[language].confirm(nombre, link),
});

export const setPasswordMail = (
  language: Language,
  to: string,
  nombre: string,
  empresa: string,
  link: string,
): MailMessage => ({
  to,
  subject: texts[language].setSubject,
  text: texts[language].set(nombre, empresa, link),
});

/**
 * Writes an account mail to the outbox with `db` (the change's transaction when there is one)
 * and answers the function that sends it after the commit. Sending never fails the call: the
 * answer must not depend on the mail (no account probing), and a refused mail is retried.
 */
export async function queueAccountMail(
  ctx: AppContext,
  message: MailMessage,
  db: Db = ctx.db,
): Promise<() => Promise<void>> {
  const id = await ctx.outbox.enqueueMail(db, message);
  return () => ctx.outbox.deliver([id]);
}

/** An account mail with no change to join: written on its own, then sent. */
export async function sendQuietly(ctx: AppContext, message: MailMessage): Promise<void> {
  await (
    await queueAccountMail(ctx, message)
  )();
}
