import { z } from 'zod';
import { cvFieldSettingsSchema, defaultCvFieldSettings } from '../portal/cv.ts';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'El campo está mal formado');
const localisedText = z.object({ es: z.string(), en: z.string() });

export const bannerSchema = z.object({
  imagen: z.string(),
  texto: localisedText,
  enlace: z.string(),
  externo: z.boolean().default(false),
});

export const footerLinkSchema = z.object({
  texto: localisedText,
  enlace: z.string(),
  externo: z.boolean().default(false),
});

/**
 * White-label settings ("Brand settings"). Defaults live in the
 * database; a JSON file (`BRAND_FILE`) overrides them at start-up.
 */
export const brandSettingsSchema = z.object({
  nombre: z.string().min(1).default('Portal de Empleo'),
  universidad: z.string().default('Universidad de Demostración'),
  emailContactoConvenios: z.email().default('practicas@universidad-demo.es'),
  colores: z
    .object({
      primario: hexColour.default('#8a1538'),
      secundario: hexColour.default('#1f4e79'),
    })
    .default({ primario: '#8a1538', secundario: '#1f4e79' }),
  logo: z.string().default('/brand/logo.svg'),
  logodarkmode: z.string().default('/brand/logo-dark.svg'),
  // Feature flags
  hasEventos: z.boolean().default(true),
  hasGuiasOrientacion: z.boolean().default(true),
  hashelp: z.boolean().default(true),
  canBorrarCuenta: z.boolean().default(true),
  canCrearConvenios: z.boolean().default(true),
  canRegistroAlumno: z.boolean().default(true),
  canRegistroAntiguoAlumno: z.boolean().default(true),
  /**
   * What people who are not in the university's academic record (not verified) may do:
   * `ninguno` they may not register (nor come in through single sign-on without a record);
   * `empleo` (default) they keep a CV and apply to job offers open to everyone, not to
   * internships nor to offers for the university's degree or postgraduate students;
   * `todo` they may do what verified candidates do.
   */
  accesoNoVerificados: z.enum(['ninguno', 'empleo', 'todo']).default('empleo'),
  canRecuperarPassword: z.boolean().default(true),
  canDuplicarOferta: z.boolean().default(true),
  canBorrarOferta: z.boolean().default(true),
  canCopiarOfertaPerfilContrario: z.boolean().default(true),
  canPropuestaPracticas: z.boolean().default(true),
  requestTipoContacto: z.boolean().default(true),
  popupDatosObligatorios: z.boolean().default(true),
  checkDatosCompletosEmpresa: z.boolean().default(true),
  hasProgramaPracticasActivo: z.boolean().default(true),
  banner_home: bannerSchema.nullable().default(null),
  banner_intermediacion: bannerSchema.nullable().default(null),
  analyticsId: z.string().nullable().default(null),
  // Footer
  footer: z
    .object({
      enlaces: z.array(footerLinkSchema).default([]),
      textos: z.array(localisedText).default([]),
      version: z.string().default('1.0.0'),
    })
    .default({ enlaces: [], textos: [], version: '1.0.0' }),
  textoInformativoEstudiantes: localisedText.nullable().default(null),
  /**
   * Per-field flags of the CV ("CV"): for each personal, academic and
   * experience field, whether the candidate sees it, may change it, and must fill it in.
   */
  camposCv: cvFieldSettingsSchema.default(defaultCvFieldSettings),
  mantenimiento: z.boolean().default(false),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** Partial form accepted from `BRAND_FILE` and from the back-office. */
export const brandSettingsPatchSchema = brandSettingsSchema.partial();
export type BrandSettingsPatch = z.infer<typeof brandSettingsPatchSchema>;

/** What `GET /api/Publico/dameConfiguracion` answers. */
export const publicConfigSchema = brandSettingsSchema;
