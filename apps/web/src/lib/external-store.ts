import { useSyncExternalStore } from 'react';

/**
 * State that lives outside React (the session, the error banner, the browser title's parts) and
 * that components read with `useSyncExternalStore`: one listener set and one notifier for all.
 */
export interface Listeners {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) {
        listener();
      }
    },
  };
}

export interface Store<T> {
  get: () => T;
  /** Replaces the value; listeners hear of it only when it changed. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  const { subscribe, notify } = createListeners();
  let value = initial;
  return {
    get: () => value,
    set: (next) => {
      if (!Object.is(next, value)) {
        value = next;
        notify();
      }
    },
    subscribe,
  };
}

/** Reads a store in a component; `serverValue` is what a render without a browser sees. */
export function useStore<T>(store: Store<T>, serverValue: T = store.get()): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
