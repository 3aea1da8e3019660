import { focusFirstInvalid, serverFieldErrors } from '../../../lib/field-error-text.ts';
import type { UseFormReturnType } from '@mantine/form';
import { validationMessages } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../../lib/query-client.ts';

type ValidationCode = (typeof validationMessages)[keyof typeof validationMessages]['codigo'];

const codeOfMessage = new Map<string, ValidationCode>(
  Object.values(validationMessages).map(({ codigo, mensaje }) => [mensaje, codigo]),
);

/**
 * The contracts' validation messages are the spec's Spanish: shown through i18n by their code so
 * English readers get them in English. Any other message (from the server) is shown as written.
 */
export function useErrorText() {
  const { t } = useTranslation('company');
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

/** `getInputProps` of a form field with its error put through {@link useErrorText}. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const errorText = useErrorText();
  return (name: keyof Values & string) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error) };
  };
}

/**
 * The form's submit handler: `send` gets the valid values and an error callback that puts a 400's
 * field errors on the form (any other failure goes to the banner); the focus moves to the first
 * field in error, whether the client or the server found it.
 */
export function submitWithServerErrors<Values>(
  form: UseFormReturnType<Values>,
  send: (values: Values, onError: (error: unknown) => void) => void,
) {
  return form.onSubmit(
    (values, event) => {
      const formElement = event?.currentTarget ?? null;
      send(values, (error) => {
        const errors = serverFieldErrors(error);
        if (errors === null) {
          showCallError(error);
          return;
        }
        form.setErrors(errors);
        focusFirstInvalid(formElement);
      });
    },
    (_errors, _values, event) => {
      focusFirstInvalid(event?.currentTarget ?? null);
    },
  );
}
