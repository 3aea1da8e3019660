import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CvLoading() {
  const { t } = useTranslation('companyOffers');
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {t('cv.loading')}
      </Text>
    </Group>
  );
}
