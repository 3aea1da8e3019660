import { z } from 'zod';
import { issueOf, requiredTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import { validationMessages } from '../validators/messages.ts';
import { isValidUrl } from '../validators/url.ts';
import { isIsoDay, optionalFreeTextSchema } from './form-fields.ts';

/** News of the careers office (`/news`) and press items (`/press-room`): one table, two kinds. */
export const newsKinds = ['noticia', 'prensa'] as const;
export type NewsKind = (typeof newsKinds)[number];

/** Items per page of the public lists. */
export const NEWS_PAGE_SIZE = 10;

/** A published item as the public lists show it (`fechaPublicacion` is YYYY-MM-DD). */
export const newsItemSchema = z.object({
  idNoticia: z.number().int(),
  tipo: z.enum(newsKinds),
  titulo: z.string(),
  entradilla: z.string(),
  fechaPublicacion: z.string(),
  /** Press items: the outlet that published it (e.g. 'El País'). */
  fuente: z.string().nullable(),
  /** Press items: the article on the outlet's site. */
  enlaceExterno: z.string().nullable(),
  urlImagen: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** One item with its body (HTML sanitised by the server). */
export const newsDetailSchema = newsItemSchema.extend({ cuerpo: z.string() });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsListQuerySchema = z.object({
  tipo: z.enum(newsKinds).default('noticia'),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsPageSchema = z.object({
  elementos: z.array(newsItemSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An item as the careers office edits it (raw HTML body, draft or published). */
export const staffNewsItemSchema = newsDetailSchema.extend({
  publicada: z.boolean(),
  creada: z.string(),
  actualizada: z.string(),
});
export type StaffNewsItem = z.infer<typeof staffNewsItemSchema>;

const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
  z
    .string({ error: validationMessages.malformed.mensaje })
    .trim()
    .max(500, { error: validationMessages.maxLength.mensaje })
    .refine(
      (value) => isValidUrl(value) || /^\/[A-Za-z0-9/_.-]*$/.test(value),
      issueOf(validationMessages.malformed),
    )
    .nullable(),
);

/** Create or replace an item (`/gestion/noticias`). */
export const staffNewsBodySchema = z.object({
  tipo: z.enum(newsKinds, { error: validationMessages.required.mensaje }),
  titulo: textFieldSchema(3, 200),
  entradilla: textFieldSchema(3, 500),
  cuerpo: requiredTextSchema().max(50_000, { error: validationMessages.maxLength.mensaje }),
  fechaPublicacion: requiredTextSchema().refine(isIsoDay, issueOf(validationMessages.malformed)),
  fuente: optionalFreeTextSchema(150).transform((v) => v ?? null),
  enlaceExterno: optionalUrl,
  urlImagen: optionalUrl,
});
export type StaffNewsBody = z.input<typeof staffNewsBodySchema>;

export const staffNewsPublishBodySchema = z.object({ publicada: z.boolean() });

/** Where a news item stands for readers: a draft, published for a later day, or readable now. */
export type NewsState = 'published' | 'scheduled' | 'draft';

/**
 * `today` is the day in Madrid: an item shows from its publication day on. The readers' list
 * (the server's query) and the careers office's list, editor and export all follow this rule.
 */
export const newsStateOf = (
  item: Pick<StaffNewsItem, 'publicada' | 'fechaPublicacion'>,
  today: string,
): NewsState =>
  !item.publicada ? 'draft' : item.fechaPublicacion > today ? 'scheduled' : 'published';
