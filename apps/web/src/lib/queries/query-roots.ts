/**
 * The first element of the query keys of data that several features read and write: a feature's
 * key file builds its keys on its root, and a write in one feature refreshes what another shows
 * by invalidating the root. One list, so a root is never spelt twice.
 */
export const queryRoots = {
  offers: ['offers'],
  applications: ['applications'],
  cv: ['cv'],
} as const;
