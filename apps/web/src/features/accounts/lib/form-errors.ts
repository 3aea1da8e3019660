import type { UseFormReturnType } from '@mantine/form';
import { Codes } from '@portal/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/field-error-text.ts';
import { submitWithServerErrors, type OtherFailure } from '../../../lib/form-submit.ts';

/**
 * The submit handler of an account form: the portal's form handling, where an address already
 * registered (16) is also an error of the `email` field; `onOther` may handle another code (42 on
 * the link pages).
 */
export function submitAccountForm<Values>(
  form: UseFormReturnType<Values>,
  send: (values: Values, onError: (error: unknown) => void) => void,
  onOther?: OtherFailure,
) {
  return submitWithServerErrors(form, send, (error, formElement) => {
    if (isApiError(error) && error.status === Codes.EMAIL_ALREADY_REGISTERED) {
      form.setErrors({ email: error.mensaje ?? '' });
      focusFirstInvalid(formElement);
      return true;
    }
    return onOther?.(error, formElement) ?? false;
  });
}
