import type { StatusCode } from './codes.ts';

/**
 * How the error banner treats an entry:
 * - `important`: the session cannot go on; no close cross, the button logs out to /logout.
 * - `medium`: something the user has to act on (every other error, and messages asking for action).
 * - `secondary`: a confirmation or a purely informational message.
 */
export const statusCategories = ['important', 'medium', 'secondary'] as const;
export type StatusCategory = (typeof statusCategories)[number];

/** Whether the message reports a failure or confirms that the operation went through. */
export type StatusKind = 'error' | 'success';

/** Languages of the catalogue: Spanish is the default, English the alternative. */
export const statusLanguages = ['es', 'en'] as const;
export type StatusLanguage = (typeof statusLanguages)[number];

/** Texts of one entry in one language; `btn_text` labels the banner button when it is not 'Aceptar'. */
export interface StatusText {
  titulo: string;
  cuerpo: string;
  btn_text?: string;
}

/** The only follow-up targets the spec names; `/mi-empresa` opens in a new tab. */
export const followUpTargets = [
  '/',
  '/mi-empresa',
  '/mis-ofertas',
  '/login/empresas',
  '/cv',
] as const;
export type FollowUpTarget = (typeof followUpTargets)[number];

/** Where the banner button leads after the message, and whether it opens a new tab. */
export interface StatusFollowUp {
  to: FollowUpTarget;
  blank: boolean;
}

/** HTTP statuses the API answers with. */
export type StatusHttpStatus =
  200 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 428 | 429 | 500;

export interface StatusEntry<C extends StatusCode = StatusCode> {
  code: C;
  category: StatusCategory;
  kind: StatusKind;
  httpStatus: StatusHttpStatus;
  es: StatusText;
  en: StatusText;
  followUp?: StatusFollowUp;
  /** The banner shows the server's `mensaje` instead of `cuerpo` when there is one (3, 58, 90, 515). */
  serverMessage?: boolean;
  /** The web client also posts an error report (codes 1, 12, 24 and 500). */
  reportsError?: boolean;
}

/** Part of the catalogue: each key is a code and its entry carries the same code. */
export type StatusTable<C extends StatusCode> = { readonly [K in C]: StatusEntry<K> };
