import { communicationSchema, type Communication, type Role } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolePath } from '../../../lib/session.ts';
import { homeKeys } from './home-keys.ts';

const communicationListSchema = z.array(communicationSchema);

/** `GET /api/{Rol}/dameComunicaciones`. */
export function getCommunications(role: Role, signal?: AbortSignal): Promise<Communication[]> {
  return apiRequest(`/${rolePath(role)}/dameComunicaciones`, {
    signal,
    parse: (datos) => communicationListSchema.parse(datos),
  });
}

export function communicationsQueryOptions(role: Role) {
  return queryOptions({
    queryKey: homeKeys.communications(role),
    queryFn: ({ signal }) => getCommunications(role, signal),
  });
}

export function useCommunications(role: Role) {
  return useQuery(communicationsQueryOptions(role));
}
