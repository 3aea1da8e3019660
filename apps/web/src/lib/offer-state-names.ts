import { useTranslation } from 'react-i18next';

/**
 * The name of an offer state (1 pending validation, 2 active, 3 closed, 4 rejected) in the
 * interface's language, as the company's and the careers office's screens show it; the server's
 * name for a state the table does not know.
 */
export function useOfferStateName(): (idEstado: number, fallback: string) => string {
  const { t } = useTranslation('common');
  return (idEstado, fallback) =>
    t(`offerStates.${String(idEstado)}` as 'offerStates.1', { defaultValue: fallback });
}
