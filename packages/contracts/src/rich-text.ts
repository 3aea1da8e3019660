/**
 * The HTML a rich text keeps: one allow-list for the server (sanitize-html, when a text is saved
 * and when it is sent) and for the browser (DOMPurify, before it is drawn), so what the careers
 * office sees in a preview is what readers get. Basic formatting, lists, quotes, links and the
 * headings the editor offers; no images, tables, styles, scripts or forms.
 */
export const richTextTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
] as const;

/**
 * Pages with sections (labour orientation, help) also keep h2: their sections, which become the
 * page's anchors and table of contents.
 */
export const contentPageTags = [...richTextTags, 'h2'] as const;

/** Attributes kept, by tag: only a link's. */
export const richTextAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
};

/**
 * The anchor the server gives a page's headings after cleaning (`withHeadingAnchors`): kept by
 * the browser, never taken from what a writer sends.
 */
export const headingAnchorAttribute = 'id';

/** Link schemes kept; a link without a scheme (a path in the portal) is kept, `//host` is not. */
export const richTextSchemes = ['http', 'https', 'mailto'] as const;
