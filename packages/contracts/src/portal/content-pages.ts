import { z } from 'zod';
import { validationMessages } from '../validators/messages.ts';
import { requiredTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import { slugify } from '../text-search.ts';
import { richTextPlain } from '../rich-text.ts';

/**
 * Labour orientation (`/orientacion-laboral`) and help (`/ayuda`): pages the careers office edits
 * from the back-office, one per language, stored as sanitised HTML whose h2/h3 headings become
 * anchors and the page's table of contents. Help adds a FAQ per role, ordered by the office.
 */

export const contentPageKeys = ['orientacion', 'ayuda'] as const;
export type ContentPageKey = (typeof contentPageKeys)[number];
export const contentLanguages = ['es', 'en'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
export const faqAudiences = ['alumno', 'empresa'] as const;
export type FaqAudience = (typeof faqAudiences)[number];

/** Written in a page, replaced by the brand's university name when the page is read. */
export const UNIVERSITY_PLACEHOLDER = '{{universidad}}';

const languageSchema = z.enum(contentLanguages, { error: validationMessages.malformed.mensaje });

export const contentLanguageQuerySchema = z.object({
  idioma: languageSchema.default('es'),
});
export type ContentLanguageQuery = z.input<typeof contentLanguageQuerySchema>;

export const tocEntrySchema = z.object({
  ancla: z.string(),
  titulo: z.string(),
  /** 2 for a section (h2), 3 for a subsection (h3). */
  nivel: z.union([z.literal(2), z.literal(3)]),
});
export type TocEntry = z.infer<typeof tocEntrySchema>;

/** A page as readers get it: HTML with ids on its headings, and the table of contents. */
export const contentPageSchema = z.object({
  pagina: z.enum(contentPageKeys),
  idioma: z.enum(contentLanguages),
  contenido: z.string(),
  indice: z.array(tocEntrySchema),
  /** ISO instant of the last save. */
  actualizada: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqItemSchema = z.object({
  idPregunta: z.number().int(),
  pregunta: z.string(),
  /** Sanitised HTML. */
  respuesta: z.string(),
  ancla: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const helpPageSchema = contentPageSchema.extend({
  preguntas: z.array(faqItemSchema),
  /** The careers office's contact address (brand settings). */
  emailContacto: z.string(),
});
export type HelpPage = z.infer<typeof helpPageSchema>;

// ——— Back-office ———

export const staffContentPageSchema = z.object({
  pagina: z.enum(contentPageKeys),
  idioma: z.enum(contentLanguages),
  /** Sanitised HTML as stored (placeholders not replaced), for the editor. */
  contenido: z.string(),
  actualizada: z.string(),
  actualizadaPor: z.string().nullable(),
});
export type StaffContentPage = z.infer<typeof staffContentPageSchema>;

export const staffContentPageBodySchema = z.object({
  pagina: z.enum(contentPageKeys, { error: validationMessages.required.mensaje }),
  idioma: languageSchema,
  contenido: requiredTextSchema().max(100_000, { error: validationMessages.maxLength.mensaje }),
});
export type StaffContentPageBody = z.input<typeof staffContentPageBodySchema>;

export const staffFaqQuerySchema = z.object({
  rol: z.enum(faqAudiences, { error: validationMessages.malformed.mensaje }),
  idioma: languageSchema,
});
export type StaffFaqQuery = z.infer<typeof staffFaqQuerySchema>;

export const staffFaqItemSchema = z.object({
  idPregunta: z.number().int(),
  rol: z.enum(faqAudiences),
  idioma: z.enum(contentLanguages),
  orden: z.number().int(),
  pregunta: z.string(),
  respuesta: z.string(),
});
export type StaffFaqItem = z.infer<typeof staffFaqItemSchema>;

export const staffFaqCreateBodySchema = z.object({
  rol: z.enum(faqAudiences, { error: validationMessages.required.mensaje }),
  idioma: languageSchema,
  pregunta: textFieldSchema(3, 300),
  respuesta: requiredTextSchema().max(20_000, { error: validationMessages.maxLength.mensaje }),
});
export type StaffFaqCreateBody = z.input<typeof staffFaqCreateBodySchema>;

export const staffFaqEditBodySchema = staffFaqCreateBodySchema.pick({
  pregunta: true,
  respuesta: true,
});
export type StaffFaqEditBody = z.input<typeof staffFaqEditBodySchema>;

/** The new order of one list: every question of that role and language, once each. */
export const staffFaqOrderBodySchema = staffFaqQuerySchema.extend({
  ids: z
    .array(z.number().int().positive())
    .min(1, { error: validationMessages.required.mensaje })
    .max(500),
});
export type StaffFaqOrderBody = z.input<typeof staffFaqOrderBodySchema>;

/**
 * Gives every h2 and h3 of sanitised HTML an id (`{prefix}-{slug of its text}`, numbered when
 * repeated) and lists them: the in-page table of contents. Other attributes of a heading are
 * dropped; an empty heading is left out of the index.
 */
export function withHeadingAnchors(
  html: string,
  prefix: string,
): { html: string; indice: TocEntry[] } {
  const used = new Map<string, number>();
  const indice: TocEntry[] = [];
  const out = html.replace(
    /<h([23])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>/gi,
    (_match, level: string, inner: string) => {
      const titulo = richTextPlain(inner);
      const nivel = level === '2' ? 2 : 3;
      if (titulo === '') {
        return `<h${level}>${inner}</h${level}>`;
      }
      const base = `${prefix}-${slugify(titulo, 60) || 'seccion'}`;
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      const ancla = seen === 0 ? base : `${base}-${String(seen + 1)}`;
      indice.push({ ancla, titulo, nivel });
      return `<h${level} id="${ancla}">${inner}</h${level}>`;
    },
  );
  return { html: out, indice };
}
