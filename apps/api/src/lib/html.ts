import {
  contentPageTags,
  richTextAttributes,
  richTextSchemes,
  richTextTags,
} from '@portal/contracts';
import sanitizeHtml from 'sanitize-html';

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

/** Stored rich text (guides, events) reduced to basic formatting before it reaches a browser. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);

/**
 * Labour orientation and help pages: the same rules plus section headings (h2), which become the
 * page's anchors and table of contents.
 */
export const sanitizeContentPage = (html: string): string =>
  sanitizeHtml(html, { ...options, allowedTags: [...contentPageTags] });
