import { myCvKey } from '../../../lib/queries/my-cv.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of the CV page: the CV itself, its photo and the reference lists it uses. */
export const cvKeys = {
  all: queryRoots.cv,
  cv: () => myCvKey,
  photo: (url: string) => [...cvKeys.all, 'photo', url] as const,
  // Own prefix, not `all`: reference lists are not reloaded by the CV's edits.
  domain: (name: string) => ['cv-domains', name] as const,
};
