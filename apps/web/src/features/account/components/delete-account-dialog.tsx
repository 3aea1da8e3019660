import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestAccountDeletion } from '../api/request-account-deletion.ts';

/** 'Solicitar baja' (delete account): confirm, then send the request. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const request = useRequestAccountDeletion();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('deletion.title')}
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
      centered
    >
      <Text mb="md">{t('deletion.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('deletion.cancel')}
        </Button>
        <Button
          // Shade 9 keeps white text above 4.5:1 (the default red-6 is 3.3:1).
          color="red.9"
          loading={request.isPending}
          onClick={() => {
            request.mutate(undefined, { onSettled: onClose });
          }}
        >
          {t('deletion.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
