import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { StaffNewsItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The confirmation of deleting a news or press item. */
export function NewsDeleteDialog({
  item,
  opened,
  pending,
  onCancel,
  onConfirm,
}: {
  item: StaffNewsItem;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('news');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('staff.deleteTitle')}
      closeButtonProps={{ 'aria-label': t('staff.close') }}
    >
      <Stack gap="md">
        <Text>{t('staff.deleteText', { titulo: item.titulo })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('staff.cancel')}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {t('staff.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
