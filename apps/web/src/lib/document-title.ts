import { useEffect } from 'react';
import { createStore, useStore } from './external-store.ts';

/**
 * The browser title's parts besides the page's heading: the unread notifications '(n)' in front,
 * and what the page shows (an offer's title, an event's name) before the heading, so that tabs,
 * history and a screen reader's page title tell two offers apart.
 */
const unread = createStore(0);
const subject = createStore<string | null>(null);

export function setTitleUnreadCount(count: number): void {
  unread.set(count);
}

export function useTitleUnreadCount(): number {
  return useStore(unread, 0);
}

/** Names the page's subject in the browser title while the page shows it. */
export function useTitleSubject(next: string | null | undefined): void {
  useEffect(() => {
    if (next === undefined || next === null || next === '') {
      return undefined;
    }
    subject.set(next);
    return () => {
      subject.set(null);
    };
  }, [next]);
}

export function useCurrentTitleSubject(): string | null {
  return useStore(subject, null);
}

/** '(n) subject · heading · brand', each part only when there is one. */
export function formatDocumentTitle(parts: {
  heading: string;
  subject: string | null;
  brandName: string;
  unreadCount: number;
}): string {
  const { heading, subject: shown, brandName, unreadCount } = parts;
  const base = [shown === heading ? null : shown, heading, brandName]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
  return unreadCount > 0 ? `(${String(unreadCount)}) ${base}` : base;
}
