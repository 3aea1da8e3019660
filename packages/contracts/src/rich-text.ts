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

/**
 * The entities a sanitiser writes (it writes every other character as itself), and the no-break
 * space as editors write it: what a light reading of stored rich text decodes.
 */
export const richTextEntities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
  '&#160;': ' ',
};

const anyEntity = new RegExp(Object.keys(richTextEntities).join('|'), 'g');

/** Elements whose end separates the text before it from the text after (blocks, line breaks). */
export const textBlocks = [
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'td',
  'th',
  'tr',
  'br',
] as const;

const blockEnd = new RegExp(`</(?:${textBlocks.join('|')})\\s*>|<br\\b[^>]*>`, 'gi');

/**
 * Plain text of sanitised rich text (HTML) on one line: what a reader sees, to check that
 * something was written, to name a heading or to count a text's characters as the server does.
 * Inline tags are dropped without a space (`Pr<em>á</em>cticas`); the end of a block or a line
 * break leaves one. The server reads stored HTML with the HTML parser's rules (`htmlToText`),
 * which give the same text for rich text as the editor writes it; this lighter reading also runs
 * in the browser.
 */
export function richTextPlain(html: string): string {
  return html
    .replace(blockEnd, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(anyEntity, (e) => richTextEntities[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}
