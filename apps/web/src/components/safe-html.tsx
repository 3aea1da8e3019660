import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize.ts';

/** HTML from the server (guides, communications), sanitised before it reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
