import { Codes, statusMessage, type OfferSheet } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { clearBanner, showStatus } from '../../../lib/error-store.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { myCvQueryOptions } from '../../../lib/queries/my-cv.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useApplyToOffer } from '../api/apply-to-offer.ts';
import { creditsWarningQueryOptions } from '../api/get-credits-warning.ts';
import { applyRefusalOf, cvRefusalBeforeApplying, type ApplyRefusal } from './apply-refusal.ts';

/** A refusal answered beside the button (11 documents, 91 adhesion); the rest go to the banner. */
export type InlineRefusal = Extract<ApplyRefusal, { kind: 'documents' | 'adhesion' }>;

/**
 * Applying to an offer (inscribirse): the CV check first (540 before, 534 after), the credits
 * warning for internships, then the call and its refusals. A click while a check or the
 * call runs does nothing.
 */
export function useApplyFlow(offer: OfferSheet) {
  const queryClient = useQueryClient();
  const apply = useApplyToOffer();
  const busy = useRef(false);
  const [checking, setChecking] = useState(false);
  const [creditsWarning, setCreditsWarning] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<InlineRefusal | null>(null);
  // 534 after applying with recommended CV data missing (540 blocks before applying).
  const [cvPrompt, setCvPrompt] = useState(false);
  const cvIncomplete = useRef(false);

  const send = () => {
    if (busy.current) {
      return;
    }
    busy.current = true;
    clearBanner();
    apply.mutate(offer.urlAcceso, {
      onSuccess: (result) => {
        setRefusal(null);
        showStatus(result.cvGenerado ? Codes.GENERATED_CV_SENT : Codes.APPLICATION_REGISTERED);
        setCvPrompt(cvIncomplete.current);
      },
      onError: (error) => {
        const answer = applyRefusalOf(error);
        if (answer.kind === 'unexpected') {
          showCallError(error);
        } else if (answer.kind === 'banner') {
          setRefusal(null);
          showStatus(answer.code, answer.serverMessage, answer.params);
        } else {
          setRefusal(answer);
        }
      },
      onSettled: () => {
        busy.current = false;
      },
    });
  };

  /**
   * 540 (34 when the work permit is missing): with required CV data missing the candidate is sent to complete the CV first; 534
   * (something recommended missing) is shown after applying. A CV that cannot be read does not
   * block: the server checks the application itself.
   */
  const cvAllowsApplying = async (): Promise<boolean> => {
    busy.current = true;
    setChecking(true);
    try {
      // Read afresh: the candidate may have completed the CV in another tab a moment ago.
      const { completitud: completeness } = await queryClient.query({
        ...myCvQueryOptions(),
        staleTime: 0,
      });
      cvIncomplete.current = completeness.faltan.length > 0;
      const refusal = cvRefusalBeforeApplying(completeness);
      if (refusal !== null) {
        showStatus(refusal);
        return false;
      }
      return true;
    } catch {
      cvIncomplete.current = false;
      return true;
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  const start = async () => {
    if (busy.current) {
      return;
    }
    clearBanner();
    setCvPrompt(false);
    if (!(await cvAllowsApplying())) {
      return;
    }
    if (offer.familia !== 'empleo') {
      busy.current = true;
      setChecking(true);
      try {
        const warning = await queryClient.query(creditsWarningQueryOptions(offer.urlAcceso));
        if (warning.aviso) {
          setCreditsWarning(
            warning.mensaje ?? statusMessage(Codes.NOT_ENOUGH_CREDITS, currentLanguage()).cuerpo,
          );
          return;
        }
      } catch {
        // The query cache has shown the failure in the banner.
        return;
      } finally {
        busy.current = false;
        setChecking(false);
      }
    }
    send();
  };

  return {
    /** Starts applying (the button). */
    start,
    /** Sends the application as it is (after the credits warning, or a retry after 11 / 91). */
    send,
    pending: checking || apply.isPending,
    refusal,
    cvPrompt,
    /** The text of the credits warning being asked about, or null. */
    creditsWarning,
    dismissCreditsWarning: () => {
      setCreditsWarning(null);
    },
  };
}
