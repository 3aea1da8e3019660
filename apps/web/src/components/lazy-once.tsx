import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { focusWhenDialogLetsGo } from '../lib/focus-after-change.ts';

/**
 * Renders what it wraps (typically a lazily loaded dialog) from the first time `when` is true and
 * keeps it mounted afterwards, so a dialog's closing transition still runs: the dialog's code (and
 * Mantine's modal, focus-trap and scroll-lock code) loads when it is first needed, not with the page.
 *
 * A dialog that mounts already open cannot tell where the focus came from (Mantine notes it only
 * when `opened` changes), so the first time it closes the focus goes back to what opened it here,
 * unless something else (a page the dialog led to) has taken it meanwhile: the rule of a lost focus
 * is the focus hooks' (`focusIsLost`).
 */
export function LazyOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) {
    setMounted(true);
  }
  const opener = useRef<HTMLElement | null | 'done'>(null);
  useEffect(() => {
    const noted = opener.current;
    if (when) {
      // The dialog's code is still loading: the focus is where the opening click or key left it.
      if (noted === null) {
        opener.current =
          document.activeElement instanceof HTMLElement && document.activeElement !== document.body
            ? document.activeElement
            : 'done';
      }
      return;
    }
    if (noted === null || noted === 'done') {
      return;
    }
    opener.current = 'done';
    // A closing dialog keeps the focus until its exit transition ends and it unmounts.
    return focusWhenDialogLetsGo(noted);
  }, [when]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
