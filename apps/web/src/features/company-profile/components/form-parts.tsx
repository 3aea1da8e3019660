import { Alert, Button, Group, type GroupProps } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusAfterChange } from '../../../lib/focus-after-change.ts';

/** The green confirmation after a save, announced to screen readers. */
export function SuccessAlert({
  shown,
  testId,
  children,
}: {
  shown: boolean;
  testId: string;
  children: ReactNode;
}) {
  if (!shown) {
    return null;
  }
  return (
    <Alert color="green" variant="light" role="status" data-testid={testId}>
      {children}
    </Alert>
  );
}

interface FormActionsProps {
  pending: boolean;
  /** The submit button's test id. */
  testId: string;
  /** The submit button's text; 'Guardar' unless given. */
  submitLabel?: string;
  /** Shows a cancel button (forms in a dialog), disabled while saving. */
  onCancel?: () => void;
  justify?: GroupProps['justify'];
  mt?: GroupProps['mt'];
}

/**
 * The buttons at the end of a form: an optional cancel and the submit (loading while saving).
 * The submit is disabled while it saves, which drops the keyboard focus: it gets it back when the
 * save ends, unless something else (a field with an error) has taken it.
 */
export function FormActions({
  pending,
  testId,
  submitLabel,
  onCancel,
  justify = 'flex-end',
  mt,
}: FormActionsProps) {
  const { t } = useTranslation('company');
  const submit = useRef<HTMLButtonElement>(null);
  useFocusAfterChange(submit, pending);
  return (
    <Group justify={justify} mt={mt}>
      {onCancel !== undefined && (
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('form.cancel')}
        </Button>
      )}
      <Button ref={submit} type="submit" loading={pending} data-testid={testId}>
        {submitLabel ?? t('form.save')}
      </Button>
    </Group>
  );
}
