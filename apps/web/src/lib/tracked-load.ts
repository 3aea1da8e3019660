/**
 * A loading whose outcome is recorded on the promise itself (`status`, `value`, `reason`), where
 * React's `use` reads it without waiting: code loaded before it renders renders at once, in the
 * same commit as what is around it, instead of suspending once and rendering a task later, as
 * React.lazy always does.
 */
export type TrackedLoad<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function tracked<T>(promise: Promise<T>): TrackedLoad<T> {
  const load = promise as TrackedLoad<T>;
  load.then(
    (value) => {
      load.status = 'fulfilled';
      load.value = value;
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
    },
  );
  return load;
}

/**
 * `load` made once and tracked: every call returns the same loading. A failure stays failed, as
 * React.lazy's did (the error boundary shows it; its retry reloads the document). Typed as a plain
 * promise, which is what React's `use` accepts; the tracking is what it reads.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let known: TrackedLoad<T> | undefined;
  return () => {
    known ??= tracked(load());
    return known;
  };
}
