import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders what it wraps (typically a lazily loaded dialog) from the first time `when` is true and
 * keeps it mounted afterwards, so a dialog's closing transition still runs: the dialog's code (and
 * Mantine's modal, focus-trap and scroll-lock code) loads when it is first needed, not with the page.
 */
export function LazyOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) {
    setMounted(true);
  }
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
