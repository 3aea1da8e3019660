import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Loads the HTML sanitiser (DOMPurify, ~11 KB gzipped) once. A query that brings HTML for the
 * signed-in home calls it beside its request, so the sanitiser arrives with the data instead of
 * with the page's first script.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../lib/sanitize.ts').then((module) => {
    sanitize = module.sanitizeHtml;
    return module.sanitizeHtml;
  });
  return loading;
}

/**
 * `SafeHtml` for the first page after sign-in: the same sanitised HTML, drawn as soon as the
 * sanitiser has loaded (at once when the data's query loaded it, see `loadSanitizer`).
 */
export function DeferredSafeHtml({ html, className }: { html: string; className?: string }) {
  const [ready, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (!ready) {
      void loadSanitizer().then(() => {
        setReady(true);
      });
    }
  }, [ready]);
  const clean = useMemo(() => (ready && sanitize !== null ? sanitize(html) : null), [ready, html]);
  return clean === null ? (
    <div className={className} />
  ) : (
    <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
