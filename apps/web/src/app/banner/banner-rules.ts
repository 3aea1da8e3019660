import {
  getStatusEntry,
  statusMessage,
  type StatusCategory,
  type StatusLanguage,
} from '@portal/contracts';
import type { BannerError } from '../../lib/error-store.ts';

export type BannerAction =
  /** Closes the banner. */
  | { kind: 'close'; label: string }
  /** Logs out through /logout (important errors). */
  | { kind: 'logout'; label: string }
  /** Follows the entry's target, in a new tab when `blank`. */
  | { kind: 'navigate'; label: string; to: string; blank: boolean };

export interface BannerView {
  title: string;
  body: string;
  category: StatusCategory;
  /** Whether the close cross is shown. */
  closable: boolean;
  action: BannerAction;
  /** 'error' or 'success' (success messages such as 533 are shown in the same banner). */
  tone: 'error' | 'success';
}

export interface BannerContext {
  language: StatusLanguage;
  /** On survey pages only closing is allowed. */
  onSurveyPage: boolean;
  /** The generic button label ('Aceptar' / 'OK'). */
  acceptLabel: string;
}

/**
 * How the error banner shows an error:
 * - a catalogue code shows its title and body in the language (the server message for 3, 58, 90
 *   and 515); a custom error shows its title and message with 'Aceptar';
 * - 'important' entries have no close cross and their button logs out to /logout;
 * - an entry with a target shows a button that navigates there (new tab when flagged);
 * - any other error can be closed;
 * - on survey pages only closing is allowed.
 */
export function bannerView(error: BannerError, context: BannerContext): BannerView {
  const close: BannerAction = { kind: 'close', label: context.acceptLabel };
  if (error.kind === 'custom') {
    return {
      title: error.title,
      body: error.message,
      category: 'medium',
      closable: true,
      action: close,
      tone: 'error',
    };
  }
  const entry = getStatusEntry(error.code);
  const text = statusMessage(error.code, context.language, error.params, error.serverMessage);
  const category = entry?.category ?? 'medium';
  const tone = entry?.kind === 'success' ? 'success' : 'error';
  const label = text.btn_text ?? context.acceptLabel;
  const base = { title: text.titulo, body: text.cuerpo, category, tone } as const;

  if (context.onSurveyPage) {
    return { ...base, closable: true, action: close };
  }
  if (category === 'important') {
    return { ...base, closable: false, action: { kind: 'logout', label } };
  }
  if (entry?.followUp !== undefined) {
    return {
      ...base,
      closable: true,
      action: { kind: 'navigate', label, to: entry.followUp.to, blank: entry.followUp.blank },
    };
  }
  return { ...base, closable: true, action: { kind: 'close', label } };
}
