import { z } from 'zod';
import {
  brandSettingsSchema,
  type BrandSettings,
  type brandSettingsPatchSchema,
} from '../brand/brand-settings.ts';
import { requiredTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import { validationMessages } from '../validators/messages.ts';
import { optionalLinkSchema } from './staff-content.ts';

/**
 * Brand and legal texts for administrators: every brand setting of the spec,
 * the maintenance switch and the privacy (RGPD) text versions.
 */

/** WCAG 2.2 AA for normal text: 4.5:1. Brand colours are backgrounds of white text (buttons). */
export const MIN_CONTRAST_RATIO = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a `#rrggbb` colour (WCAG definition). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** Contrast ratio of two `#rrggbb` colours, rounded down to two decimals (never flatters). */
export function contrastRatioOf(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return Math.floor(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

const editableShape = brandSettingsSchema.omit({ mantenimiento: true }).shape;
type EditableSettings = Omit<BrandSettings, 'mantenimiento'>;

/** A text shown to everyone: written in both languages. */
const writtenInBoth = z.object({ es: requiredTextSchema(), en: requiredTextSchema() });

/** Where a footer link or a banner leads: required, as long as the other links of the settings. */
const requiredAddress = requiredTextSchema().max(500, {
  error: validationMessages.maxLength.mensaje,
});

/**
 * The footer as the back-office saves it: every link with its text in both languages and its
 * address, every text written (a blank link was drawn on every page as a link without a name).
 */
const staffFooterSchema = z.object({
  enlaces: z.array(
    z.object({
      texto: writtenInBoth,
      enlace: requiredAddress,
      externo: z.boolean().default(false),
    }),
  ),
  textos: z.array(writtenInBoth),
  version: z.string(),
});

/**
 * A banner as the back-office saves it: the whole banner is a link named by its text, so the text
 * is written in both languages; the home banner's address too (the placement banner always leads
 * to the placement offers).
 */
const staffBannerSchema = (linkRequired: boolean) =>
  z
    .object({
      imagen: z.string(),
      texto: writtenInBoth,
      enlace: linkRequired ? requiredAddress : z.string(),
      externo: z.boolean().default(false),
    })
    .nullable();

const staffOwnSchemas: Record<string, z.ZodType> = {
  footer: staffFooterSchema,
  banner_home: staffBannerSchema(true),
  banner_intermediacion: staffBannerSchema(false),
};

/**
 * What the back-office edits: any subset of the settings but the maintenance flag (its own
 * switch). No defaults: a key not sent keeps its stored value.
 */
export const staffBrandBodySchema = z.object(
  Object.fromEntries(
    Object.entries(editableShape).map(([key, schema]) => [
      key,
      (
        staffOwnSchemas[key] ??
        (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema)
      ).optional(),
    ]),
  ),
) as unknown as z.ZodType<
  Partial<EditableSettings>,
  Partial<z.input<typeof brandSettingsPatchSchema>>
>;
export type StaffBrandBody = z.input<typeof staffBrandBodySchema>;

export const staffBrandSchema = z.object({
  /** The settings in force (what dameConfiguracion answers). */
  efectiva: brandSettingsSchema,
  /** Keys fixed by the deployment's BRAND_FILE: a change stored here does not take effect. */
  fijadasPorFichero: z.array(z.string()),
  actualizada: z.string().nullable(),
});
export type StaffBrand = z.infer<typeof staffBrandSchema>;

export const staffMaintenanceBodySchema = z.object({ mantenimiento: z.boolean() });

export const staffPrivacyVersionSchema = z.object({
  version: z.number().int(),
  textoCorto: z.string(),
  texto: z.string(),
  linkExterno: z.string().nullable(),
  publicada: z.string(),
  aceptaciones: z.number().int(),
  vigente: z.boolean(),
});
export type StaffPrivacyVersion = z.infer<typeof staffPrivacyVersionSchema>;

export const staffPrivacyBodySchema = z.object({
  textoCorto: textFieldSchema(3, 2000),
  texto: requiredTextSchema().max(100_000, { error: validationMessages.maxLength.mensaje }),
  linkExterno: optionalLinkSchema,
});
export type StaffPrivacyBody = z.input<typeof staffPrivacyBodySchema>;
