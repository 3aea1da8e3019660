import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
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

/** Asks before removing a content row; `children` (the server's refusal) go under the text. */
export function ConfirmRemoveModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  pending: boolean;
  onConfirm: () => void;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
    >
      <Stack>
        <Text>{props.text}</Text>
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={props.pending}
            data-testid={props.testId}
            onClick={props.onConfirm}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
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
