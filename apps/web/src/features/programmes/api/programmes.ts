import {
  programmeCalls,
  type CompanyProgrammeDetail,
  type ProgrammeDetail,
  type ProgrammeSummary,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of the programme pages. */
export const programmeKeys = {
  all: ['programmes'] as const,
  active: () => [...programmeKeys.all, 'active'] as const,
  detail: (id: string) => [...programmeKeys.all, 'detail', id] as const,
};

/** `programmeCalls.listActive` (public call: sent without a token). */
export const activeProgrammesQueryOptions = queryOptions({
  queryKey: programmeKeys.active(),
  queryFn: ({ signal }): Promise<ProgrammeSummary[]> =>
    callApi(programmeCalls.listActive, { signal, token: null }),
});

export const useActiveProgrammes = () => useQuery(activeProgrammesQueryOptions);

/** `detallePrograma/{id}` for a candidate (with my adhesion); off for other roles. */
export function useProgrammeDetail(id: string, enabled: boolean) {
  return useQuery({
    queryKey: programmeKeys.detail(id),
    queryFn: ({ signal }): Promise<ProgrammeDetail> =>
      callApi(programmeCalls.detail, { params: { id }, signal }),
    enabled,
    // The page shows not-found itself.
    meta: { errorBanner: false },
  });
}

const companyDetailKey = (id: string) => [...programmeKeys.all, 'company-detail', id] as const;

/** `Empresa/detallePrograma/{id}`: what the programme asks of offers and my company's adhesion. */
export function useCompanyProgrammeDetail(id: string) {
  return useQuery({
    queryKey: companyDetailKey(id),
    queryFn: ({ signal }): Promise<CompanyProgrammeDetail> =>
      callApi(programmeCalls.companyDetail, { params: { id }, signal }),
    // The page shows not-found itself.
    meta: { errorBanner: false },
  });
}

/** `Empresa/solicitaAhesionPrograma/{id}` (533 on success, 64 when asked already). */
export function useCompanyRequestAdhesion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CompanyProgrammeDetail> =>
      callApi(programmeCalls.companyRequestAdhesion, { params: { id } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(companyDetailKey(id), detail);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: programmeKeys.all }),
  });
}
