import type { CompanyCandidatesQuery } from '@portal/contracts';

/** Query keys of the candidates of the company's offers. */
export const candidateKeys = {
  all: ['company-candidates'] as const,
  list: (offerId: string, filters: Partial<CompanyCandidatesQuery>) =>
    [...candidateKeys.all, 'list', offerId, filters] as const,
  cv: (applicationId: string) => [...candidateKeys.all, 'cv', applicationId] as const,
};
