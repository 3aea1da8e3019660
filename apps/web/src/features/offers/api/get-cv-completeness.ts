import { cvCalls, type CvCompleteness } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** The completeness of my CV (`dameCvUsuario`'s `completitud`), read right before applying. */
export async function getCvCompleteness(signal?: AbortSignal): Promise<CvCompleteness> {
  const cv = await callApi(cvCalls.get, { signal });
  return cv.completitud;
}

/** Never cached: the candidate may have completed the CV in another tab a moment ago. */
export function cvCompletenessQueryOptions() {
  return queryOptions({
    queryKey: [...offerKeys.all, 'cv-completeness'] as const,
    queryFn: ({ signal }) => getCvCompleteness(signal),
    staleTime: 0,
    // The apply panel decides what to show (the server still checks the application itself).
    meta: { errorBanner: false },
  });
}
