import {
  educationRequestCalls,
  internshipProposalCalls,
  type CandidateProposalBody,
  type CheckedCif,
  type CheckedContactEmail,
  type CompanyProposalBody,
  type EducationCentreOption,
  type EducationMenu,
  type EducationRequest,
  type InternshipProposal,
  type StudentEducationRequestBody,
  type StudentEducationStatus,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of /propuesta-practicas. */
export const proposalKeys = {
  all: ['internship-proposals'] as const,
  mine: (role: string) => [...proposalKeys.all, 'mine', role] as const,
  education: () => [...proposalKeys.all, 'education'] as const,
  centres: () => [...proposalKeys.all, 'centres'] as const,
  centreMenu: () => [...proposalKeys.all, 'centre-menu'] as const,
};

/** `GET /api/{Alumno|Empresa}/damePropuestasPracticas`. */
export function useMyProposals(role: 'alumno' | 'empresa') {
  return useQuery({
    queryKey: proposalKeys.mine(role),
    queryFn: ({ signal }): Promise<InternshipProposal[]> =>
      callApi(
        role === 'alumno'
          ? internshipProposalCalls.candidateList
          : internshipProposalCalls.companyList,
        { signal },
      ),
  });
}

/** `POST /api/Alumno/compruebaCIF`. */
export function useCheckCif() {
  return useMutation({
    mutationFn: (cif: string): Promise<CheckedCif> =>
      callApi(internshipProposalCalls.checkCif, { body: { cif } }),
    meta: { errorBanner: false },
  });
}

/** `POST /api/Alumno/compruebaEmailContactoEmpresa`. */
export function useCheckContactEmail() {
  return useMutation({
    mutationFn: (email: string): Promise<CheckedContactEmail> =>
      callApi(internshipProposalCalls.checkContactEmail, { body: { email } }),
    meta: { errorBanner: false },
  });
}

/** `POST /api/Alumno/solicitudPractica` (510). */
export function useProposeAsCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateProposalBody): Promise<InternshipProposal> =>
      callApi(internshipProposalCalls.candidatePropose, { body }),
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

/** `POST /api/Empresa/propuestaPracticas` (510; 509 when nobody has the document). */
export function useProposeAsCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProposalBody): Promise<InternshipProposal> =>
      callApi(internshipProposalCalls.companyPropose, { body }),
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

/** `GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles`. */
export function useStudentEducation() {
  return useQuery({
    queryKey: proposalKeys.education(),
    queryFn: ({ signal }): Promise<StudentEducationStatus> =>
      callApi(educationRequestCalls.studentAvailable, { signal }),
  });
}

/** `GET /api/Alumno/dameCentrosPracticasEducacion`. */
export function useEducationCentres(enabled: boolean) {
  return useQuery({
    queryKey: proposalKeys.centres(),
    queryFn: ({ signal }): Promise<EducationCentreOption[]> =>
      callApi(educationRequestCalls.studentCentres, { signal }),
    enabled,
  });
}

/** `POST /api/Alumno/solicitudPracticaEducacion` (528; 81 when the centre is full). */
export function useAskCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentEducationRequestBody): Promise<EducationRequest> =>
      callApi(educationRequestCalls.studentCreate, { body }),
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

/** `GET /api/Empresa/tieneMenuSolicitudesPracticasEducacion`: is this company a centre? */
export function useCentreMenu(enabled: boolean) {
  return useQuery({
    queryKey: proposalKeys.centreMenu(),
    queryFn: ({ signal }): Promise<EducationMenu> =>
      callApi(educationRequestCalls.hasMenu, { signal }),
    enabled,
  });
}
