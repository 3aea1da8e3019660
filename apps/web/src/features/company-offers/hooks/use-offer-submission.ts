import type { OfferForm as OfferFormData, OfferSaved } from '@portal/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { serverFieldErrors } from '../lib/offer-form-values.ts';

export interface SavedOffer {
  offer: OfferSaved;
  titulo: string;
}

/**
 * Sends the offer form (addOferta when `idOferta` is null, else editaOferta): field errors from the
 * server go back onto the form, any other failure to the error banner; `saved` holds the answer.
 */
export function useOfferSubmission(idOferta: string | null) {
  const save = useSaveOffer(idOferta);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const [saved, setSaved] = useState<SavedOffer | null>(null);

  const submit = (form: OfferFormData) => {
    setServerErrors(null);
    save.mutate(form, {
      onSuccess: (offer) => {
        setSaved({ offer, titulo: form.titulo });
      },
      onError: (error) => {
        const fields = isApiError(error) ? serverFieldErrors(error.datos) : null;
        if (fields === null) {
          showCallError(error);
        } else {
          setServerErrors(fields);
        }
      },
    });
  };

  return { submit, pending: save.isPending, serverErrors, saved, setSaved };
}
