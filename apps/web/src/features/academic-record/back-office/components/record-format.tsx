import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { recordHeaderLine } from '../lib/record-import.ts';
import { CopyableCode } from './copyable-code.tsx';

/** How the academic record file is written: its header line (to copy) and the value formats. */
export function RecordFormat() {
  const { t } = useTranslation('staffRecord');
  return (
    <Section title={t('format.title')} testId="record-format">
      <Stack gap="sm">
        <Text>{t('format.intro')}</Text>
        <CopyableCode
          value={recordHeaderLine}
          label={t('format.header')}
          testId="record-header-line"
        />
        <List size="sm" spacing={4}>
          <List.Item>{t('format.files')}</List.Item>
          <List.Item>{t('format.estado')}</List.Item>
          <List.Item>{t('format.values')}</List.Item>
          <List.Item>{t('format.codes')}</List.Item>
          <List.Item>{t('format.people')}</List.Item>
        </List>
      </Stack>
    </Section>
  );
}
