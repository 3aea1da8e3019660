import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { fieldErrorsOf } from '../../lib/field-error-text.ts';

/**
 * The state of a content form: its values, the server's refusals by field, and a submit that
 * saves `{ id, body }` (id null for a new row) and hands the saved row to `onDone`.
 * `text(key)` binds a text field; the form's other controls use `form` and `set`.
 */
export function useContentForm<Body extends object, Saved>(options: {
  initial: Body;
  id: number | null;
  save: UseMutationResult<Saved, unknown, { id: number | null; body: Body }>;
  onDone: (saved: Saved) => void;
}) {
  const [form, setForm] = useState<Body>(options.initial);
  const errors = fieldErrorsOf(options.save.error);
  const set = (values: Partial<Body>) => {
    setForm((current) => ({ ...current, ...values }));
  };
  return {
    form,
    set,
    errors,
    /** The refusal that names no field (shown once, under the form). */
    generalError: Object.keys(errors).length === 0 ? options.save.error : null,
    saving: options.save.isPending,
    text: <K extends keyof Body & string>(key: K) => ({
      value: typeof form[key] === 'string' ? form[key] : '',
      onChange: (e: { currentTarget: { value: string } }) => {
        set({ [key]: e.currentTarget.value } as unknown as Partial<Body>);
      },
      error: errors[key],
    }),
    submit: (e: SubmitEvent<HTMLFormElement>) => {
      e.preventDefault();
      options.save.mutate({ id: options.id, body: form }, { onSuccess: options.onDone });
    },
  };
}
