import { Alert, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The create/edit dialog of a content list: titled `newTitle` for a new row and `editTitle`
 * otherwise; `children` gets the row (null for a new one) while it is open.
 */
export function EditorModal<T>(props: {
  editing: T | 'new' | null;
  onClose: () => void;
  newTitle: string;
  editTitle: string;
  children: (item: T | null) => ReactNode;
}) {
  const { t } = useTranslation('staffContent');
  const { editing } = props;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={editing !== null}
      onClose={props.onClose}
      title={editing === 'new' ? props.newTitle : props.editTitle}
      size="lg"
    >
      {editing !== null && props.children(editing === 'new' ? null : editing)}
    </Modal>
  );
}

/** The outcome of the last action (saved, removed…), announced politely. */
export function DoneAlert({ text, testId }: { text: string | null; testId?: string }) {
  if (text === null) {
    return null;
  }
  return (
    <Alert color="green" variant="light" role="status" data-testid={testId}>
      {text}
    </Alert>
  );
}
