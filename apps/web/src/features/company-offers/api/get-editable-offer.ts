import { companyOfferCalls, type OfferFormValues } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

/** `GET /api/Empresa/dameOfertaEditable/{id}`: the offer in the form's shape (515 / 92 when not editable). */
export function getEditableOffer(id: string, signal?: AbortSignal): Promise<OfferFormValues> {
  return callApi(companyOfferCalls.editable, { params: { id }, signal });
}

export const editableOfferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyOfferKeys.editable(id),
    queryFn: ({ signal }) => getEditableOffer(id, signal),
    staleTime: 0,
    // The page explains a refusal itself instead of the banner.
    meta: { errorBanner: false },
  });

export function useEditableOffer(id: string) {
  return useQuery(editableOfferQueryOptions(id));
}
