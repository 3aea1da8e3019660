import { programmeCalls, type StaffCompanyAdhesionDecisionBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { staffContentKeys } from '../../../../lib/queries/staff-content.ts';

/** The filters of the list: a state (or every state) and a name or tax id. */
export interface CompanyAdhesionFilters {
  estado: '' | 'pendiente' | 'aceptada' | 'rechazada';
  texto: string;
}

const companyAdhesionsKey = (id: number, filters: CompanyAdhesionFilters) =>
  [...staffContentKeys.all, 'company-adhesions', id, filters.estado, filters.texto] as const;

/** The companies that asked to join a programme, filtered by state and name. */
export const useCompanyAdhesions = (id: number, filters: CompanyAdhesionFilters) =>
  useQuery({
    queryKey: companyAdhesionsKey(id, filters),
    queryFn: ({ signal }) =>
      callApi(programmeCalls.staffCompanyAdhesions, {
        params: { id },
        query: {
          ...(filters.estado ? { estado: filters.estado } : {}),
          ...(filters.texto ? { texto: filters.texto } : {}),
        },
        signal,
      }),
  });

export function useDecideCompanyAdhesion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCompanyAdhesionDecisionBody) =>
      callApi(programmeCalls.staffDecideCompanyAdhesion, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffContentKeys.all }),
  });
}
