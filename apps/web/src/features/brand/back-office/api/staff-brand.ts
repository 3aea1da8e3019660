import {
  staffBrandCalls as calls,
  type StaffBrandBody,
  type StaffPrivacyBody,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { brandKeys } from '../../../../lib/brand.ts';

const keys = {
  brand: ['staff-brand', 'brand'] as const,
  privacy: ['staff-brand', 'privacy'] as const,
};

export const useStaffBrand = () =>
  useQuery({ queryKey: keys.brand, queryFn: ({ signal }) => callApi(calls.brand, { signal }) });

/**
 * Saves settings; the portal's own brand (header, colours, features) follows at once. The save
 * stays pending until the form's settings are read back: the form starts again from them, and an
 * edit made before they arrived would be lost with the old form.
 */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffBrandBody) => callApi(calls.saveBrand, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(brandKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: keys.brand });
    },
  });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mantenimiento: boolean) => callApi(calls.maintenance, { body: { mantenimiento } }),
    onSuccess: (settings) => {
      queryClient.setQueryData(brandKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: keys.brand });
    },
  });
}

export const usePrivacyVersions = () =>
  useQuery({
    queryKey: keys.privacy,
    queryFn: ({ signal }) => callApi(calls.privacyVersions, { signal }),
  });

export function usePublishPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPrivacyBody) => callApi(calls.publishPrivacy, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.privacy }),
  });
}
