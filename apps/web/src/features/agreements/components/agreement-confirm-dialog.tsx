import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** '¿Desea continuar?' before the agreement is created; it cannot be closed while it is sent. */
export function AgreementConfirmDialog({
  opened,
  pending,
  failure,
  onCancel,
  onAccept,
}: {
  opened: boolean;
  pending: boolean;
  failure: string | null;
  onCancel: () => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation('agreements');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) {
          onCancel();
        }
      }}
      title={t('confirm.title')}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('form.closePanel') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('confirm.body')}</Text>
        {failure !== null && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" disabled={pending} onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
          <Button loading={pending} onClick={onAccept}>
            {t('confirm.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
