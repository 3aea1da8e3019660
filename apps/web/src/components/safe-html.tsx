import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the server (guides, communications), sanitised before it reaches the page. */
export function SafeHtml({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return (
    <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
