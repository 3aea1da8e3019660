import type { AppContext } from '../../context.ts';
import { issueAccountToken } from '../accounts/account-tokens.ts';
import { linkTo } from '../accounts/accounts.mail.ts';

/** How long the activation link of an account made from the record works. */
const ACTIVATION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const subject = 'Tu cuenta del Portal de Empleo';
const text = (nombre: string, link: string) =>
  `Hola ${nombre}:\n\nEl Servicio de Empleo de la universidad te ha dado de alta en su Portal de Empleo con tus datos académicos, para que puedas buscar prácticas y empleo. Para activar tu cuenta, elige tu contraseña en este enlace (caduca en 30 días y solo se puede usar una vez):\n\n${link}\n\nTambién puedes entrar con tu cuenta de la universidad, sin contraseña, desde «Acceder con tu cuenta de la universidad».\n\n—\n\nHello ${nombre},\n\nThe university's careers service has given you an account on its Job Portal with your academic data. To activate it, choose your password at the link above (it expires in 30 days and works once), or sign in with your university account.\n`;

const pending = new Set<Promise<void>>();

/** Sends the activation mails in the background; `settleActivations` waits for them (shutdown). */
export function mailActivationsLater(
  ctx: AppContext,
  accounts: readonly { userId: number; email: string; nombre: string }[],
): void {
  const job = mailActivations(ctx, accounts).finally(() => pending.delete(job));
  pending.add(job);
}

export async function settleActivations(): Promise<void> {
  await Promise.all([...pending]);
}

/**
 * Mails each account made from the academic record a link to choose its password (the
 * candidate reset page, a 30-day link). Runs after the import's commit, in the background:
 * a mail that fails is logged and the person can still ask for a new link or use single sign-on.
 */
export async function mailActivations(
  ctx: AppContext,
  accounts: readonly { userId: number; email: string; nombre: string }[],
): Promise<void> {
  let failed = 0;
  for (const account of accounts) {
    try {
      const token = await issueAccountToken(
        ctx.db,
        account.userId,
        'reset',
        ACTIVATION_LIFETIME_MS,
      );
      await ctx.mailer.send({
        to: account.email,
        subject,
        text: text(account.nombre, linkTo(ctx, 'candidateReset', token)),
      });
    } catch (error) {
      failed += 1;
      ctx.log.warn({ err: error, userId: account.userId }, 'record activation mail not sent');
    }
  }
  if (accounts.length > 0) {
    ctx.log.info({ sent: accounts.length - failed, failed }, 'record activation mails');
  }
}
