import {
  staffUserCalls as calls,
  type StaffUserInviteBody,
  type StaffUserExportQuery,
  type StaffUserItem,
  type StaffUserRoleBody,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callHref } from '../../../../lib/api-client.ts';

const keys = { list: ['staff-users', 'list'] as const };

export const useStaffUsers = () =>
  useQuery({ queryKey: keys.list, queryFn: ({ signal }) => callApi(calls.list, { signal }) });

function useStaffUserMutation<T>(run: (input: T) => Promise<StaffUserItem>, banner = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorBanner: banner },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export const useInviteStaffUser = () =>
  useStaffUserMutation((body: StaffUserInviteBody) => callApi(calls.invite, { body }), false);
export const useResendInvitation = () =>
  useStaffUserMutation((idUsuario: number) => callApi(calls.resendInvite, { body: { idUsuario } }));
export const useChangeStaffRole = () =>
  useStaffUserMutation((body: StaffUserRoleBody) => callApi(calls.changeRole, { body }));
export const useDeactivateStaffUser = () =>
  useStaffUserMutation((idUsuario: number) => callApi(calls.deactivate, { body: { idUsuario } }));
export const useReactivateStaffUser = () =>
  useStaffUserMutation((idUsuario: number) => callApi(calls.reactivate, { body: { idUsuario } }));

/** The staff users as searched (name, email) and filtered by role and state, as CSV or XLSX. */
export const staffUsersExportHref = (
  filters: Omit<StaffUserExportQuery, 'formato'>,
  formato: 'csv' | 'xlsx',
) =>
  callHref(calls.exportList, {
    query: {
      formato,
      ...(filters.texto?.trim() ? { texto: filters.texto.trim() } : {}),
      ...(filters.rol ? { rol: filters.rol } : {}),
      ...(filters.estado ? { estado: filters.estado } : {}),
    },
  });
