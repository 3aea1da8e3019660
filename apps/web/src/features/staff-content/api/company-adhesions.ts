import { programmeCalls, type StaffCompanyAdhesionDecisionBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { staffContentKeys } from './staff-content.ts';

const companyAdhesionsKey = (id: number) =>
  [...staffContentKeys.all, 'company-adhesions', id] as const;

/** The companies that asked to join a programme, every state. */
export const useCompanyAdhesions = (id: number) =>
  useQuery({
    queryKey: companyAdhesionsKey(id),
    queryFn: ({ signal }) =>
      callApi(programmeCalls.staffCompanyAdhesions, { params: { id }, query: {}, signal }),
  });

export function useDecideCompanyAdhesion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCompanyAdhesionDecisionBody) =>
      callApi(programmeCalls.staffDecideCompanyAdhesion, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffContentKeys.all }),
  });
}
