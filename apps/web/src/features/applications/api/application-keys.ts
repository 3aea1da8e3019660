import type { ApplicationListQuery, OfferFamily } from '@portal/contracts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of my applications, their sheets, the documents to sign and the lists they use. */
export const applicationKeys = {
  all: queryRoots.applications,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (family: OfferFamily, query: Partial<ApplicationListQuery>) =>
    [...applicationKeys.lists(), family, query] as const,
  sheets: () => [...applicationKeys.all, 'sheet'] as const,
  sheet: (id: number) => [...applicationKeys.sheets(), id] as const,
  signingLink: (id: number) => [...applicationKeys.all, 'signing-link', id] as const,
  signaturePdf: (id: number) => [...applicationKeys.all, 'signature-pdf', id] as const,
  // Own prefix, not `all`: reference lists are not reloaded by mutations nor shared in shape.
  reasons: () => ['applications-domains', 'tipoMotivoCambioEstadoCandidatura'] as const,
};
