import sanitizeHtml from 'sanitize-html';

const allowedTags = [
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
];

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
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
  sanitizeHtml(html, {
    ...options,
    allowedTags: [...allowedTags, 'h2'],
  });
