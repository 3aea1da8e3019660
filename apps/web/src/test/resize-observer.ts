import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver; Mantine's scroll container watches its size. One that never calls
 * back by itself: `created` receives each observer's callback, for a test to tell it of a resize.
 */
export function stubResizeObserver(created?: (callback: () => void) => void): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        created?.(callback);
      }
      observe() {
        return undefined;
      }
      unobserve() {
        return undefined;
      }
      disconnect() {
        return undefined;
      }
    },
  );
}
