import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize.ts';

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
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
