import type { UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, focusFirstInvalid, serverFieldErrors } from './field-error-text.ts';
import { showCallError } from './query-client.ts';

/** What `useFieldProps` gives a field: Mantine's input props with its error in the reader's language. */
export type FieldInputProps = ReturnType<UseFormReturnType<unknown>['getInputProps']> & {
  error: string | null;
};

/**
 * A field message in the reader's language: the contracts' schemas write the spec's Spanish,
 * which English readers get in English (the server already localises what it sends).
 */
export function useErrorText() {
  const { i18n } = useTranslation();
  return useCallback(
    (error: unknown): string | null => fieldErrorText(error, i18n.language),
    [i18n.language],
  );
}

/** `getInputProps` of a field with its error in the reader's language. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const errorText = useErrorText();
  return (name: keyof Values & string, options?: { type?: 'checkbox' }) => {
    const props = form.getInputProps(name, options);
    return { ...props, error: errorText(props.error) };
  };
}

/**
 * A failure that is not a field error: `onOther` may handle it (a code the form shows itself, or
 * puts on a field of the form it is given) and returns true; anything else goes to the banner.
 */
export type OtherFailure = (error: unknown, formElement: HTMLFormElement | null) => boolean;

/**
 * A form's submit handler: `send` gets the valid values and an error callback that puts a 400's
 * field errors (`datos.errores`) on the form; any other failure goes to `onOther`, else to the
 * error banner. The focus moves to the first field in error, whether the browser or the server
 * found it.
 */
export function submitWithServerErrors<Values>(
  form: UseFormReturnType<Values>,
  send: (values: Values, onError: (error: unknown) => void) => void,
  onOther?: OtherFailure,
) {
  return form.onSubmit(
    (values, event) => {
      const element = event?.currentTarget ?? null;
      send(values, (error) => {
        const errors = serverFieldErrors(error);
        if (errors !== null) {
          form.setErrors(errors);
          focusFirstInvalid(element);
        } else if (onOther?.(error, element) !== true) {
          showCallError(error);
        }
      });
    },
    (_errors, _values, event) => {
      focusFirstInvalid(event?.currentTarget ?? null);
    },
  );
}
