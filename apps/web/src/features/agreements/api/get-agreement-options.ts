import { agreementCalls } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { agreementKeys } from './agreement-keys.ts';

/** The agreement data last saved in the company profile, to prefill the form. */
export function useAgreementProfile() {
  return useQuery({
    queryKey: agreementKeys.profile(),
    queryFn: ({ signal }) => callApi(agreementCalls.profile, { signal }),
  });
}
