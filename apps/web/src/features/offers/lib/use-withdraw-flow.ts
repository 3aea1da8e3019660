import { Codes, type OfferSheet } from '@portal/contracts';
import { useState } from 'react';
import { clearBanner, showStatus } from '../../../lib/error-store.ts';
import { useWithdrawApplication } from '../../../lib/queries/candidate-applications.ts';

/**
 * Withdrawing from an offer (desinscribirse) after a confirmation. Held by the panel, which stays
 * on the page once the application is withdrawn, so that the answer is still shown then.
 */
export function useWithdrawFlow(offer: OfferSheet) {
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState(false);
  return {
    confirming,
    pending: withdraw.isPending,
    ask: () => {
      setConfirming(true);
    },
    cancel: () => {
      setConfirming(false);
    },
    /** A click while the call runs does nothing. */
    confirm: () => {
      if (withdraw.isPending) {
        return;
      }
      clearBanner();
      withdraw.mutate(offer.urlAcceso, {
        onSuccess: () => {
          showStatus(Codes.APPLICATION_WITHDRAWN);
        },
        onSettled: () => {
          setConfirming(false);
        },
      });
    },
  };
}
