/**
 * A hot read that many requests ask at once (each candidate's own state beside a shared offer
 * page), sent as one statement for all the requests that asked it in the same turn of the event
 * loop instead of one statement each. Every request still gets a read that began after it asked,
 * so nothing committed before it is missed; what is saved is the round trips: on a busy machine
 * the portal and PostgreSQL spend more of a small read's time waking each other (socket writes,
 * a backend's turn) than computing it.
 *
 * `read` answers every question of a batch, in the order asked (undefined where there is
 * nothing). A failed statement fails every request of its batch.
 */
export function readsTogether<H extends object, Q, R>(
  read: (handle: H, asked: readonly Q[]) => Promise<readonly R[]>,
): (handle: H, question: Q) => Promise<R> {
  const gathering = new WeakMap<H, Asked<Q, R>[]>();
  return (handle, question) =>
    new Promise<R>((resolve, reject) => {
      let batch = gathering.get(handle);
      if (batch === undefined) {
        const asked: Asked<Q, R>[] = [];
        batch = asked;
        gathering.set(handle, asked);
        // After the I/O callbacks of this turn: every request whose bytes arrived with this
        // one's has asked by then.
        setImmediate(() => {
          gathering.delete(handle);
          Promise.resolve()
            .then(() =>
              read(
                handle,
                asked.map((a) => a.question),
              ),
            )
            .then(
              (answers) => {
                asked.forEach((a, i) => {
                  a.resolve(answers[i] as R);
                });
              },
              (error: unknown) => {
                for (const a of asked) {
                  a.reject(error);
                }
              },
            );
        });
      }
      batch.push({ question, resolve, reject });
    });
}

interface Asked<Q, R> {
  question: Q;
  resolve: (answer: R) => void;
  reject: (error: unknown) => void;
}

/**
 * readsTogether for a row read by id: the ids asked in one turn are read in one statement
 * (`read` answers those it finds). Null for an id without a row.
 */
export function rowByIdTogether<H extends object, T>(
  read: (handle: H, ids: number[]) => Promise<ReadonlyMap<number, T>>,
): (handle: H, id: number) => Promise<T | null> {
  return readsTogether(async (handle: H, ids: readonly number[]) => {
    const rows = await read(handle, [...new Set(ids)]);
    return ids.map((id) => rows.get(id) ?? null);
  });
}
