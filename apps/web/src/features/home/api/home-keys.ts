import type { OfferFamily } from '@portal/contracts';

export const homeKeys = {
  all: ['home'] as const,
  offers: (family: OfferFamily) => [...homeKeys.all, 'offers', family] as const,
  events: () => [...homeKeys.all, 'events'] as const,
  guides: () => [...homeKeys.all, 'guides'] as const,
  companyProcesses: () => [...homeKeys.all, 'company-processes'] as const,
};
