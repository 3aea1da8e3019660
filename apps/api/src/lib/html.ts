import {
  contentPageTags,
  richTextAttributes,
  richTextSchemes,
  richTextTags,
} from '@portal/contracts';
import sanitizeHtml from 'sanitize-html';
import { ByteBoundedLru } from './answer-cache.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...richTextSchemes],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/**
 * Texts already cleaned, by their stored HTML: the same offer description or event text is sent
 * many times (each offer sheet cleans it), and the result depends on the text alone.
 */
const cleaned = new ByteBoundedLru<{ html: string }>(8 * 1024 * 1024, (v) => v.html.length * 2);

/** Stored rich text (guides, events) reduced to basic formatting before it reaches a browser. */
export const sanitizeRichText = (html: string): string => {
  const known = cleaned.get(html);
  if (known !== undefined) {
    return known.html;
  }
  const clean = sanitizeHtml(html, options);
  cleaned.set(html, { html: clean });
  return clean;
};

/**
 * Labour orientation and help pages: the same rules plus section headings (h2), which become the
 * page's anchors and table of contents.
 */
export const sanitizeContentPage = (html: string): string =>
  sanitizeHtml(html, { ...options, allowedTags: [...contentPageTags] });
