import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the page shows (an offer's title, an event's name): the browser title puts it before the
 * page's heading, so that tabs, history and a screen reader's page title tell two offers apart.
 */
let subject: string | null = null;
const listeners = new Set<() => void>();

function setSubject(next: string | null): void {
  if (next !== subject) {
    subject = next;
    for (const listener of listeners) {
      listener();
    }
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the page's subject in the browser title while the page shows it. */
export function useTitleSubject(next: string | null | undefined): void {
  useEffect(() => {
    if (next === undefined || next === null || next === '') {
      return undefined;
    }
    setSubject(next);
    return () => {
      setSubject(null);
    };
  }, [next]);
}

export function useCurrentTitleSubject(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => subject,
    () => null,
  );
}
