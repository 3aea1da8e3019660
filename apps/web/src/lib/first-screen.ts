import type { QueryClient } from '@tanstack/react-query';

let markShown: () => void = () => undefined;

/** Settles once the first page has rendered (its page component committed). */
const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called by the route's page once it has rendered; later calls change nothing. */
export function noteFirstPageShown(): void {
  markShown();
}

/**
 * Runs `task` once the first screen is complete: the first page has rendered, every call in
 * flight has been answered and the browser is idle. For code that the first screen does not show
 * but a later moment needs at once (the error banner): fetched earlier, it takes a phone's
 * bandwidth and main thread from the first screen.
 */
export function afterFirstScreen(client: QueryClient, task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(task, { timeout: 5000 });
    } else {
      setTimeout(task, 1000);
    }
  };
  void firstPageShown.then(() => {
    if (client.isFetching() === 0) {
      whenIdle();
      return;
    }
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) {
        unsubscribe();
        whenIdle();
      }
    });
  });
}
