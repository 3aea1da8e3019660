import {
  contentPageTags,
  headingAnchorAttribute,
  richTextAttributes,
  richTextSchemes,
} from '@portal/contracts/rich-text';
import DOMPurify from 'dompurify';

const allowedAttributes = [
  ...new Set([...Object.values(richTextAttributes).flat(), headingAnchorAttribute]),
];

// A listed scheme, or a link without one (a path in the portal); never `//host`.
const allowedUri = new RegExp(
  `^(?:(?:${richTextSchemes.join('|')}):|(?!//)[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/**
 * HTML from the server (guides, communications, pages) reduced to the portal's rich-text
 * allow-list, the same one the server cleans with: the widest of them (a page's sections and the
 * anchors the server gives its headings), since the browser cannot tell which kind it draws.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...contentPageTags],
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
