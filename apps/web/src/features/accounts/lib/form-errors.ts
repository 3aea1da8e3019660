import { focusFirstInvalid, serverFieldErrors } from '../../../lib/field-error-text.ts';
import type { UseFormReturnType } from '@mantine/form';
import { Codes, validationMessages, wrongCurrentPasswordMessage } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { showCallError } from '../../../lib/query-client.ts';

type MessageCode =
  | (typeof validationMessages)[keyof typeof validationMessages]['codigo']
  | typeof wrongCurrentPasswordMessage.codigo;

const codeOfMessage = new Map<string, MessageCode>([
  ...Object.values(validationMessages).map(({ codigo, mensaje }) => [mensaje, codigo] as const),
  [wrongCurrentPasswordMessage.mensaje, wrongCurrentPasswordMessage.codigo],
]);

/**
 * Field messages are the spec's Spanish (contracts): shown through i18n by their code, so English
 * readers get them in English; any other message (from the server) is shown as written.
 */
export function useErrorText() {
  const { t } = useTranslation('accounts');
  return useCallback(
    (error: unknown): string | null => {
      if (typeof error !== 'string' || error === '') {
        return null;
      }
      const code = codeOfMessage.get(error);
      return code === undefined ? error : t(`validation.${code}`);
    },
    [t],
  );
}

/** What `useFieldProps` gives a field: Mantine's input props with a translated error. */
export type FieldInputProps = ReturnType<UseFormReturnType<unknown>['getInputProps']> & {
  error: string | null;
};

/** `getInputProps` of a field with its error put through {@link useErrorText}. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const errorText = useErrorText();
  return (name: keyof Values & string, options?: { type?: 'checkbox' }): FieldInputProps => {
    const props = form.getInputProps(name, options);
    return { ...props, error: errorText(props.error) };
  };
}

/**
 * The submit handler of an account form: `send` gets the valid values and an error callback.
 * Field errors of the answer go on the form; code 16 (email already registered) goes on `email`;
 * `onOther` may handle a code itself (42 on the link pages) and returns true; anything else goes
 * to the banner.
 */
export function submitWithServerErrors<Values>(
  form: UseFormReturnType<Values>,
  send: (values: Values, onError: (error: unknown) => void) => void,
  onOther?: (error: unknown) => boolean,
) {
  return form.onSubmit(
    (values, event) => {
      const formElement = event?.currentTarget ?? null;
      send(values, (error) => {
        const errors = serverFieldErrors(error);
        if (errors !== null) {
          form.setErrors(errors);
          focusFirstInvalid(formElement);
          return;
        }
        if (isApiError(error) && error.status === Codes.EMAIL_ALREADY_REGISTERED) {
          form.setErrors({ email: error.mensaje ?? '' });
          focusFirstInvalid(formElement);
          return;
        }
        if (onOther?.(error) !== true) {
          showCallError(error);
        }
      });
    },
    (_errors, _values, event) => {
      focusFirstInvalid(event?.currentTarget ?? null);
    },
  );
}
