import {
  listOrderOf,
  staffCalls,
  staffOfferCalls as calls,
  staffOfferSortKeys,
  type StaffEditOfferBody,
  type StaffOfferListQuery,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSort } from '../../../../components/list-kit/index.ts';
import { callApi, callHref } from '../../../../lib/api-client.ts';
import {
  staffApplicationsRoot,
  useStaffApplicationList,
} from '../../../../lib/queries/staff-applications.ts';

export const OFFER_PAGE_SIZE = 20;

export const staffOfferKeys = {
  all: ['staff-offers'] as const,
  list: (query: object) => [...staffOfferKeys.all, 'list', query] as const,
};

export type OfferFilters = Partial<
  Omit<StaffOfferListQuery, 'pagina' | 'porPagina' | 'cambios' | 'orden'>
> & {
  cambios?: 'true';
};

const offerOrder = (sort: ListSort | null) => listOrderOf(staffOfferSortKeys, sort);

/** `GET /api/Gestion/dameOfertas` with the page's filters, in the order of the sorted header. */
export function useStaffOfferList(filters: OfferFilters, pagina: number, sort: ListSort | null) {
  const query = { ...filters, orden: offerOrder(sort), pagina };
  return useQuery({
    queryKey: staffOfferKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(staffCalls.offers, { query: { ...query, porPagina: OFFER_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const offerExportHref = (
  filters: OfferFilters,
  sort: ListSort | null,
  formato: 'csv' | 'xlsx',
) =>
  callHref(calls.export, {
    query: { ...filters, orden: offerOrder(sort), formato },
  });

/** The offer's applicants (`GET /api/Gestion/dameCandidaturas?idOferta=`). */
export const useOfferApplicants = (id: number) =>
  useStaffApplicationList({ idOferta: id, pagina: 1, porPagina: 100 });

function useOfferMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorBanner: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffOfferKeys.all }),
        // A closed offer's applicants show the closing on its page.
        queryClient.invalidateQueries({ queryKey: staffApplicationsRoot }),
        queryClient.invalidateQueries({ queryKey: ['staff'] }),
      ]),
  });
}

export const useEditStaffOffer = () =>
  useOfferMutation((body: StaffEditOfferBody) => callApi(calls.edit, { body }));
export const useRequestOfferChanges = () =>
  useOfferMutation((body: { idOferta: number; mensaje: string }) =>
    callApi(calls.requestChanges, { body }),
  );
export const useCloseStaffOffer = () =>
  useOfferMutation((idOferta: number) => callApi(calls.close, { body: { idOferta } }));
