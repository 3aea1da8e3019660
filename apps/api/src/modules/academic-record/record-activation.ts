import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { issueAccountToken } from '../accounts/account-tokens.ts';
import { linkTo } from '../accounts/accounts.mail.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { ssoConfigured } from '../sso/sso.provider.ts';

/**
 * The password hash of an account the record made: no password matches it, so the person
 * signs in only once they chose one with the mailed link (or through the university sign-on).
 */
export const NOT_ACTIVATED_HASH = '!expediente';

/** How long the activation link of an account made from the record works. */
const ACTIVATION_LIFETIME_MS = 30 * DAY_MS;

const subject = 'Tu cuenta del Portal de Empleo';
/** The university sign-in is offered only where this install has one. */
const text = (nombre: string, link: string, sso: boolean) =>
  `Hola ${nombre}:\n\nEl Servicio de Empleo de la universidad te ha dado de alta en su Portal de Empleo con tus datos académicos, para que puedas buscar prácticas y empleo. Para activar tu cuenta, elige tu contraseña en este enlace (caduca en 30 días y solo se puede usar una vez):\n\n${link}\n\n${sso ? 'También puedes entrar con tu cuenta de la universidad, sin contraseña, desde «Acceder con la cuenta de la universidad».\n\n' : ''}—\n\nHello ${nombre},\n\nThe university's careers service has given you an account on its Job Portal with your academic data. To activate it, choose your password at the link above (it expires in 30 days and works once)${sso ? ', or sign in with your university account from «Sign in with the university account»' : ''}.\n`;

const pending = new Set<Promise<void>>();

/**
 * Gives each account made from the academic record a link to choose its password (the candidate
 * reset page, a 30-day link) and writes its mail, in the import's transaction: nobody gets a link
 * to an account that was not made, and every account made gets its mail.
 */
export async function queueActivations(
  ctx: AppContext,
  tx: Db,
  accounts: readonly { userId: number; email: string; nombre: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  const sso = ssoConfigured(ctx);
  for (const account of accounts) {
    const token = await issueAccountToken(tx, account.userId, 'reset', ACTIVATION_LIFETIME_MS);
    ids.push(
      await ctx.outbox.enqueueMail(tx, {
        to: account.email,
        subject,
        // `alta`: the page greets a new account rather than a forgotten password.
        text: text(account.nombre, `${linkTo(ctx, 'candidateReset', token)}&alta=1`, sso),
      }),
    );
  }
  return ids;
}

/**
 * Sends the activation mails after the import's commit, in the background (an import may make
 * thousands of accounts); `settleActivations` waits for them (shutdown).
 */
export function mailActivationsLater(ctx: AppContext, outboxIds: readonly number[]): void {
  if (outboxIds.length === 0) {
    return;
  }
  const job = ctx.outbox.deliver(outboxIds).finally(() => pending.delete(job));
  pending.add(job);
  ctx.log.info({ mails: outboxIds.length }, 'record activation mails queued');
}

export async function settleActivations(): Promise<void> {
  await Promise.all([...pending]);
}
