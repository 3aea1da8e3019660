import type { CallInput, CallResult, CallSpec } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissPrompt } from '../../../lib/session.ts';
import { callApi, type CallOptions } from '../../../lib/api-client.ts';
import { cvKeys } from './cv-keys.ts';

type BodyOf<C extends CallSpec> = CallInput<C> extends { body: infer B } ? B : never;

/**
 * One CV edit (`cvCalls.editX`, `addX`, `delX`): sends the body, then reloads the CV (and with it
 * the completeness). Failures are shown by the section (field errors) rather than the banner.
 */
export function useCvEdit<C extends CallSpec>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorBanner: false },
    mutationFn: (body: BodyOf<C>): Promise<CallResult<C>> =>
      callApi(call, { body } as unknown as CallInput<C> & CallOptions),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cvKeys.all });
      // The missing-data overlay asks the server again (its own query).
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

/** After the social security number is saved, the after-login prompt stops asking for it. */
export function socialSecurityNumberSaved(): void {
  dismissPrompt('socialSecurityNumber');
}
