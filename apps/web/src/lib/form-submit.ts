import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, focusFirstInvalid, serverFieldErrors } from './field-error-text.ts';
import { showCallError } from './query-client.ts';

/** `getInputProps` of a field with its error in the reader's language. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const { i18n } = useTranslation();
  return (name: keyof Values & string) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldErrorText(props.error, i18n.language) };
  };
}

/**
 * A form's submit handler: `send` gets the valid values and an error callback that puts a 400's
 * field errors (`datos.errores`) on the form; any other failure goes to the error banner. The focus
 * moves to the first field in error, whether the browser or the server found it.
 */
export function submitWithServerErrors<Values>(
  form: UseFormReturnType<Values>,
  send: (values: Values, onError: (error: unknown) => void) => void,
) {
  return form.onSubmit(
    (values, event) => {
      const element = event?.currentTarget ?? null;
      send(values, (error) => {
        const errors = serverFieldErrors(error);
        if (errors === null) {
          showCallError(error);
          return;
        }
        form.setErrors(errors);
        focusFirstInvalid(element);
      });
    },
    (_errors, _values, event) => {
      focusFirstInvalid(event?.currentTarget ?? null);
    },
  );
}
