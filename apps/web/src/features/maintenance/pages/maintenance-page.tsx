import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';

/** /mantenimiento: every page leads here while the brand is in maintenance. */
export default function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  return (
    <PageFrame size="sm">
      <Stack align="flex-start" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconTool size={32} />
        </ThemeIcon>
        <Text size="lg">{t('page.body')}</Text>
        <Text c="dimmed">{t('page.later')}</Text>
      </Stack>
    </PageFrame>
  );
}
