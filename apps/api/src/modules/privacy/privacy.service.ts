import { Codes, type PrivacyText } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findCurrentPrivacyText, hasAccepted, recordAcceptance } from './privacy.repository.ts';

export async function currentPrivacyText(ctx: AppContext): Promise<PrivacyText> {
  const text = await findCurrentPrivacyText(ctx.db);
  if (!text) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return {
    version: text.version,
    textoCortoRGPD: text.textoCorto,
    linkExternoRGPD: text.linkExterno,
    texto: text.texto,
  };
}

/** True when the user accepted the current text (or there is no text at all). */
export async function userAcceptedCurrentText(ctx: AppContext, userId: number): Promise<boolean> {
  const text = await findCurrentPrivacyText(ctx.db);
  return text === undefined || hasAccepted(ctx.db, userId, text.version);
}

/** Stores the acceptance (date and text version) and hands back a full session token. */
export async function acceptPrivacyText(ctx: AppContext, user: AuthUser) {
  const text = await findCurrentPrivacyText(ctx.db);
  if (!text) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const acceptance = await recordAcceptance(ctx.db, user.id, text.version);
  const token = await ctx.tokens.sign({
    userId: user.id,
    email: user.email,
    nombre: user.nombre,
    apellidos: user.apellidos,
    role: user.role,
    ...(user.idEmpresa !== null ? { idEmpresa: user.idEmpresa } : {}),
  });
  return {
    version: text.version,
    fechaAceptacion: (acceptance?.acceptedAt ?? new Date()).toISOString(),
    token,
  };
}
