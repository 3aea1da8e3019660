import { useSyncExternalStore } from 'react';

/** Unread notifications shown in the browser title '(n) Heading'. */
let unread = 0;
const listeners = new Set<() => void>();

export function setTitleUnreadCount(count: number): void {
  if (count !== unread) {
    unread = count;
    for (const listener of listeners) {
      listener();
    }
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTitleUnreadCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );
}

export function formatDocumentTitle(
  heading: string,
  brandName: string,
  unreadCount: number,
): string {
  const base = heading === '' ? brandName : `${heading} · ${brandName}`;
  return unreadCount > 0 ? `(${String(unreadCount)}) ${base}` : base;
}
