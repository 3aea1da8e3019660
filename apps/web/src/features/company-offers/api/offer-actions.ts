import {
  companyOfferCalls,
  type OfferClosed,
  type OfferDeleted,
  type OfferSaved,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companyOfferKeys } from './company-offer-keys.ts';

/** `POST /api/Empresa/cerrarOferta {urlOferta}` (511). */
export function closeOffer(urlOferta: string): Promise<OfferClosed> {
  return callApi(companyOfferCalls.close, { body: { urlOferta } });
}

/** `POST /api/Empresa/deleteOferta {urlOferta}` (516). */
export function deleteOffer(urlOferta: string): Promise<OfferDeleted> {
  return callApi(companyOfferCalls.remove, { body: { urlOferta } });
}

/** `POST /api/Empresa/copiarOferta {urlOferta}`: a pending copy in the same family. */
export function duplicateOffer(urlOferta: string): Promise<OfferSaved> {
  return callApi(companyOfferCalls.duplicate, { body: { urlOferta } });
}

/** `POST /api/Empresa/copiarOfertaPerfilContrario {urlOferta}`: a pending copy in the other profile. */
export function copyOfferToOppositeProfile(urlOferta: string): Promise<OfferSaved> {
  return callApi(companyOfferCalls.copyToOppositeProfile, { body: { urlOferta } });
}

export type OfferActionName = 'cerrar' | 'borrar' | 'duplicar' | 'copiarPerfilContrario';

export type OfferActionResult =
  | { action: 'cerrar'; result: OfferClosed }
  | { action: 'borrar'; result: OfferDeleted }
  | { action: 'duplicar' | 'copiarPerfilContrario'; result: OfferSaved };

export async function runOfferAction(
  action: OfferActionName,
  urlOferta: string,
): Promise<OfferActionResult> {
  switch (action) {
    case 'cerrar':
      return { action, result: await closeOffer(urlOferta) };
    case 'borrar':
      return { action, result: await deleteOffer(urlOferta) };
    case 'duplicar':
      return { action, result: await duplicateOffer(urlOferta) };
    case 'copiarPerfilContrario':
      return { action, result: await copyOfferToOppositeProfile(urlOferta) };
  }
}

/** One of the four actions on an offer; every list and sheet of offers is refreshed after it. */
export function useOfferAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, urlOferta }: { action: OfferActionName; urlOferta: string }) =>
      runOfferAction(action, urlOferta),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyOfferKeys.all }),
  });
}
