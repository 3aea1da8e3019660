import { educationRequestRefs, type EducationMenu } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiRef } from '../../../lib/api-client.ts';
import { educationRequestKeys } from './education-request-keys.ts';

/**
 * `GET /api/Empresa/tieneMenuSolicitudesPracticasEducacion` (companies only), by reference: the
 * menu is on every signed-in page's first paint, which loads no schemas.
 */
export const educationMenuQueryOptions = () =>
  queryOptions({
    queryKey: educationRequestKeys.menu(),
    queryFn: ({ signal }): Promise<EducationMenu> =>
      callApiRef(educationRequestRefs.hasMenu, { signal }),
    staleTime: 5 * 60_000,
  });

export function useEducationMenu(enabled = true) {
  return useQuery({ ...educationMenuQueryOptions(), enabled });
}
