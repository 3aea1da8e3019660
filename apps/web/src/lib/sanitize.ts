import DOMPurify from 'dompurify';

/** HTML from the server (guides, communications, pages) cleaned of scripts, styles and forms. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
