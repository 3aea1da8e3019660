import { vi } from 'vitest';

/** jsdom has no ResizeObserver; Mantine's scroll container watches its size. One that never calls back. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
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
