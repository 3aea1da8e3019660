import { Codes, type StatusCode } from './codes.ts';
import type {
  StatusEntry,
  StatusHttpStatus,
  StatusLanguage,
  StatusTable,
  StatusText,
} from './status-code.types.ts';
import { academicRecordStatuses } from './statuses-academic-record.ts';
import { accountMessageStatuses } from './statuses-account-messages.ts';
import { eligibilityStatuses } from './statuses-eligibility.ts';
import { generalStatuses } from './statuses-general.ts';
import { offerMessageStatuses } from './statuses-offer-messages.ts';
import { offerStatuses } from './statuses-offers.ts';
import { profileStatuses } from './statuses-profile.ts';
import { surveyStatuses } from './statuses-surveys.ts';
import { transportStatuses } from './statuses-transport.ts';

/**
 * The status-code catalogue read by the server (HTTP status, envelope code) and by the web banner
 * (texts, category, follow-up). Typed so that a code missing here does not compile.
 */
export const statusCodes: StatusTable<StatusCode> = {
  ...generalStatuses,
  ...surveyStatuses,
  ...offerStatuses,
  ...eligibilityStatuses,
  ...academicRecordStatuses,
  ...profileStatuses,
  ...offerMessageStatuses,
  ...accountMessageStatuses,
  ...transportStatuses,
};

const allCodes: ReadonlySet<number> = new Set<number>(Object.values(Codes));

/** Every entry, in ascending code order. */
export const statusCodeList: readonly StatusEntry[] = Object.values(Codes)
  .toSorted((a, b) => a - b)
  .map((code) => statusCodes[code]);

/** Text of the connection-failure page. */
export const connectionErrorText: Readonly<Record<StatusLanguage, string>> = {
  es: 'Error de conexión, por favor revisa tu conexión',
  en: 'Connection error, please check your connection',
};

export function isStatusCode(code: number): code is StatusCode {
  return allCodes.has(code);
}

export function getStatusEntry(code: StatusCode): StatusEntry;
export function getStatusEntry(code: number): StatusEntry | undefined;
export function getStatusEntry(code: number): StatusEntry | undefined {
  return isStatusCode(code) ? statusCodes[code] : undefined;
}

/** HTTP status for an envelope code; a code outside the catalogue is a 500. */
export function httpStatusFor(code: number): StatusHttpStatus {
  return getStatusEntry(code)?.httpStatus ?? 500;
}

/** Values for `{name}` placeholders; lists are joined with commas. */
export type StatusParams = Readonly<Record<string, string | number | readonly string[]>>;

function fillPlaceholders(template: string, params: StatusParams): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) {
      return placeholder;
    }
    return typeof value === 'object' ? value.join(', ') : String(value);
  });
}

/**
 * Texts of a code in a language with its placeholders filled (e.g. `{requisitos}` of 80).
 * Placeholders without a value stay as written. For codes whose banner shows the server's message
 * (3, 58, 90, 515) a non-empty `serverMessage` replaces the body. Unknown codes get the generic
 * error texts of code 1.
 */
export function statusMessage(
  code: number,
  lang: StatusLanguage,
  params: StatusParams = {},
  serverMessage?: string | null,
): StatusText {
  const entry = getStatusEntry(code) ?? statusCodes[Codes.GENERIC_ERROR];
  const text = entry[lang];
  const useServerMessage = entry.serverMessage === true && Boolean(serverMessage?.trim());
  const body = useServerMessage && serverMessage ? serverMessage : text.cuerpo;
  const filled: StatusText = {
    titulo: fillPlaceholders(text.titulo, params),
    cuerpo: fillPlaceholders(body, params),
  };
  if (text.btn_text !== undefined) {
    filled.btn_text = fillPlaceholders(text.btn_text, params);
  }
  return filled;
}
