import {
  staffCalls,
  staffOfferCalls as calls,
  type StaffEditOfferBody,
  type StaffOfferListQuery,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  Omit<StaffOfferListQuery, 'pagina' | 'porPagina' | 'cambios'>
> & {
  cambios?: 'true';
};

/** `GET /api/Gestion/dameOfertas` with the page's filters. */
export const useStaffOfferList = (filters: OfferFilters, pagina: number) =>
  useQuery({
    queryKey: staffOfferKeys.list({ ...filters, pagina }),
    queryFn: ({ signal }) =>
      callApi(staffCalls.offers, {
        query: { ...filters, pagina, porPagina: OFFER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const offerExportHref = (filters: OfferFilters, formato: 'csv' | 'xlsx') =>
  callHref(calls.export, {
    query: { ...filters, formato },
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
