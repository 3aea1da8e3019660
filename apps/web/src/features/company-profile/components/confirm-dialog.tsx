import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; the dialog stays open until the action succeeds. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('company');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <Text mb="lg">{body}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('form.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={loading} data-testid="confirm-delete">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
