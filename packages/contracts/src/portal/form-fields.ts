import { isValidSpanishPostalCode } from '../validators/postal-code.ts';
import { z } from 'zod';
import { validationCodeOf } from '../validators/field-errors.ts';
import { validationMessages } from '../validators/messages.ts';
import { issueOf } from '../validators/schema-helpers.ts';

/**
 * Form inputs shared by the company forms (offer, company profile, contacts, billing accounts):
 * numbers typed as text ('600,50' included), optional text, ISO dates and query-string flags.
 * Messages are the spec's; ranges use 'El valor está fuera del rango permitido'.
 */

/** A message of a form (the spec's or one of ours) as refinement options, `codigo` included. */
export function messageIssue(message: { readonly codigo: string; readonly mensaje: string }): {
  error: string;
  params: { codigo: string };
} {
  return { error: message.mensaje, params: { codigo: message.codigo } };
}

/**
 * Options of an object's cross-field refinement so it also runs when some field failed (every
 * error appears after the first submit, not one round at a time). The refinement must not trust
 * the types of the fields it reads.
 */
export const alwaysRefine = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/**
 * A shared text validator (CIF, DNI, phone, email, 3–150 text…) whose errors do not stop the form's
 * cross-field rules: the shared schemas stop at an empty value ('Este campo es requerido'), which
 * in zod also skips every refinement of the enclosing object. Same messages, same output.
 */
export function continuable<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? validationMessages.required.mensaje
          : validationMessages.malformed.mensaje,
    })
    .transform((value, ctx): z.output<T> => {
      const result = schema.safeParse(value);
      if (result.success) {
        return result.data;
      }
      for (const issue of result.error.issues) {
        // The spec's own status of the field (33 tax id, 83 SWIFT), when the schema names one.
        const status =
          issue.code === 'custom'
            ? (issue.params as { status?: number } | undefined)?.status
            : undefined;
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          params:
            status === undefined
              ? { codigo: validationCodeOf(issue) }
              : { codigo: validationCodeOf(issue), status },
          path: issue.path,
        });
      }
      return z.NEVER;
    });
}

/** The value when it is a string, else ''. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** '' and null mean "not given"; text is read as a number with a decimal point or comma. */
function toNumberInput(value: unknown): unknown {
  if (value === null || value === undefined) {
    return undefined;
  }
  if (typeof value === 'string') {
    const text = value.trim().replace(',', '.');
    if (text === '') {
      return undefined;
    }
    return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  }
  return value;
}

export interface NumberRule {
  min: number;
  max: number;
  /** Whole numbers only (places, months, days per week, dedication, ids). */
  integer?: boolean;
  /** Maximum number of decimals (remuneration: 2). */
  decimals?: number;
}

const numberMessage = (issue: { input?: unknown }) =>
  issue.input === undefined
    ? validationMessages.required.mensaje
    : validationMessages.malformed.mensaje;

const hasDecimalsWithin = (value: number, decimals: number) =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;

/** One issue at most: malformed (not whole, too many decimals) or out of range. */
function numberWith(rule: NumberRule) {
  return z.number({ error: numberMessage }).superRefine((value, ctx) => {
    const malformed =
      (rule.integer === true && !Number.isInteger(value)) ||
      (rule.decimals !== undefined && !hasDecimalsWithin(value, rule.decimals));
    const message = malformed
      ? validationMessages.malformed
      : value < rule.min || value > rule.max
        ? validationMessages.outOfRange
        : null;
    if (message) {
      ctx.addIssue({
        code: 'custom',
        message: message.mensaje,
        params: { codigo: message.codigo },
      });
    }
  });
}

/** A required number within a range. */
export function requiredNumberSchema(rule: NumberRule) {
  return z.preprocess(toNumberInput, numberWith(rule));
}

/** An optional number within a range: '', null and absent all mean "not given". */
export function optionalNumberSchema(rule: NumberRule) {
  return z.preprocess(toNumberInput, numberWith(rule).optional());
}

const MAX_ID = 2_147_483_647;
/** Id of a reference-list entry or a row. */
export const idSchema = requiredNumberSchema({ min: 1, max: MAX_ID, integer: true });
export const optionalIdSchema = optionalNumberSchema({ min: 1, max: MAX_ID, integer: true });

/** '' and null mean "not given" for optional text; longer than `max` is refused. */
export function optionalFreeTextSchema(max: number) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? undefined : (value ?? undefined),
    z
      .string({ error: validationMessages.malformed.mensaje })
      .trim()
      .max(max, { error: validationMessages.maxLength.mensaje })
      .optional(),
  );
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional calendar day (YYYY-MM-DD, what a date input gives); '' and null mean "not given". */
export const optionalIsoDaySchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: validationMessages.malformed.mensaje })
    .refine(isIsoDay, issueOf(validationMessages.malformed))
    .optional(),
);

/** Made on first use and kept: making a formatter costs far more than formatting with one. */
let madridDay: Intl.DateTimeFormat | undefined;

/** Today in Spain as YYYY-MM-DD (the portal's calendar). */
export function spanishToday(now: Date = new Date()): string {
  madridDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return madridDay.format(now);
}

/** A yes/no query-string flag: 'true'/'1' or 'false'/'0' (absent = false). */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Spain in the countries list (paises). */
export const ID_PAIS_ESPANA = 1;

interface AddressFields {
  idPais?: number | undefined;
  idProvincia?: number | undefined;
  provincia?: string | undefined;
}

/**
 * Province of an address ("Fiscal account"): a select of the Spanish provinces 1–52 when the
 * country is Spain (1), otherwise free text of at least 3 characters. Adds the issue to the field
 * that is missing or wrong.
 */
export function checkProvince(form: AddressFields, ctx: z.core.$RefinementCtx): void {
  const add = (field: string, message: { codigo: string; mensaje: string }) => {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: message.mensaje,
      params: { codigo: message.codigo },
    });
  };
  if (form.idPais === undefined) {
    return;
  }
  if (form.idPais === ID_PAIS_ESPANA) {
    if (form.idProvincia === undefined) {
      add('idProvincia', validationMessages.required);
    } else if (typeof form.idProvincia === 'number' && form.idProvincia > 52) {
      add('idProvincia', validationMessages.outOfRange);
    }
    return;
  }
  const text = textOf(form.provincia);
  if (text === '') {
    add('provincia', validationMessages.required);
  } else if (text.length < 3) {
    add('provincia', validationMessages.minLength);
  }
}

/**
 * A Spanish address has a Spanish postal code: 5 digits, province 01–52. `idPais` absent
 * means Spain (the server's default). Shorter values already carry the length error.
 */
export function checkSpanishPostalCode(
  form: { idPais?: unknown; cp?: unknown },
  ctx: z.RefinementCtx,
): void {
  const cp = textOf(form.cp);
  const spain = form.idPais === undefined || form.idPais === null || form.idPais === ID_PAIS_ESPANA;
  if (spain && cp.length >= 3 && !isValidSpanishPostalCode(cp)) {
    ctx.addIssue({
      code: 'custom',
      path: ['cp'],
      message: validationMessages.malformed.mensaje,
      params: { codigo: validationMessages.malformed.codigo },
    });
  }
}
