import {
  internshipRequestCalls,
  type CompanyInternship,
  type InternshipActionBody,
  type InternshipChangeRequest,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of the company's internships and change requests. */
export const internshipRequestKeys = {
  all: ['internship-requests'] as const,
  internships: () => [...internshipRequestKeys.all, 'internships'] as const,
};

/** `GET /api/Empresa/damePracticas`. */
export function getCompanyInternships(signal?: AbortSignal): Promise<CompanyInternship[]> {
  return callApi(internshipRequestCalls.companyInternships, { signal });
}

export const companyInternshipsQueryOptions = () =>
  queryOptions({
    queryKey: internshipRequestKeys.internships(),
    queryFn: ({ signal }) => getCompanyInternships(signal),
  });

export function useCompanyInternships() {
  return useQuery(companyInternshipsQueryOptions());
}

/** `POST /api/Empresa/solictitarAccionSobrePractica` (529). */
export function requestInternshipAction(
  body: InternshipActionBody,
): Promise<InternshipChangeRequest> {
  return callApi(internshipRequestCalls.requestAction, { body });
}

export function useRequestInternshipAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInternshipAction,
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internshipRequestKeys.all }),
  });
}
