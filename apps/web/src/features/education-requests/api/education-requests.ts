import {
  educationRequestCalls,
  type CheckedStudent,
  type EducationAcceptBody,
  type EducationRejectBody,
  type EducationRequest,
  type EducationRequestBody,
  type EducationRequestEditBody,
  type EducationRequestList,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { educationRequestKeys } from './education-request-keys.ts';

/**
 * `GET /api/Empresa/dameSolicitudesPracticasEducacion`; `enabled` false until the company is known
 * to be an education centre (any other company is refused the call).
 */
export function useCentreRequests(enabled = true) {
  return useQuery({
    queryKey: educationRequestKeys.list(),
    queryFn: ({ signal }): Promise<EducationRequestList> =>
      callApi(educationRequestCalls.list, { signal }),
    enabled,
  });
}

/** `GET /api/Empresa/dameSolicitudPractica/{id}`. */
export function useCentreRequest(id: number) {
  return useQuery({
    queryKey: educationRequestKeys.one(id),
    queryFn: ({ signal }): Promise<EducationRequest> =>
      callApi(educationRequestCalls.get, { params: { id }, signal }),
    enabled: id > 0,
  });
}

/** `POST /api/Empresa/compruebaDNIalumno` (509 when nobody has it). */
export function useCheckDni() {
  return useMutation({
    mutationFn: (dni: string): Promise<CheckedStudent> =>
      callApi(educationRequestCalls.checkDni, { body: { dni } }),
    meta: { errorBanner: false },
  });
}

function useRequestMutation<T>(send: (body: T) => Promise<EducationRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorBanner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationRequestKeys.all }),
  });
}

/** `POST /api/Empresa/solicitudPractica` (528; 81 when the centre is full). */
export const useCreateCentreRequest = () =>
  useRequestMutation((body: EducationRequestBody) =>
    callApi(educationRequestCalls.create, { body }),
  );

/** `POST /api/Empresa/editarSolicitudPractica`. */
export const useEditCentreRequest = () =>
  useRequestMutation((body: EducationRequestEditBody) =>
    callApi(educationRequestCalls.edit, { body }),
  );

/** `POST /api/Empresa/aceptarSolicitudPractica` with the tutor (81 when the centre is full). */
export const useAcceptRequest = () =>
  useRequestMutation((body: EducationAcceptBody) =>
    callApi(educationRequestCalls.accept, { body }),
  );

/** `POST /api/Empresa/rechazarSolicitudPractica`. */
export const useRejectRequest = () =>
  useRequestMutation((body: EducationRejectBody) =>
    callApi(educationRequestCalls.reject, { body }),
  );
