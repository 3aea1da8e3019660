import { Stack, Tabs, Text } from '@mantine/core';
import type { RecordImport } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { oneOf, useUrlFilters } from '../../../../lib/use-url-filters.ts';
import { DegreeCodesSection } from '../components/degree-codes-section.tsx';
import { ImportHistory } from '../components/import-history.tsx';
import { ImportPanel } from '../components/import-panel.tsx';
import { IntegrationTokensSection } from '../components/integration-tokens-section.tsx';
import { RecordFormat } from '../components/record-format.tsx';

const tabs = ['importar', 'codigos', 'integracion'] as const;

/**
 * /gestion/expediente (administrators): the university's academic record. Import a file (preview,
 * then confirm) and its history; the degree codes the file's rows map through; the integration
 * tokens of the university's nightly job. A preview still waiting for confirmation opens again from
 * the history. The open tab is in the URL (`?seccion=`); the others stay
 * mounted, so a preview waits while a missing degree code is added.
 */
export default function AcademicRecordPage() {
  const { t } = useTranslation('staffRecord');
  const [filters, setFilters] = useUrlFilters(['seccion'] as const);
  const tab = oneOf(tabs, filters.seccion) ?? 'importar';
  // A preview left waiting (the page was reloaded, or another administrator made it), opened
  // again from the history.
  const [reviewed, setReviewed] = useState<RecordImport | null>(null);

  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      <Tabs
        value={tab}
        onChange={(value) => {
          setFilters({ seccion: value === null || value === 'importar' ? '' : value });
        }}
      >
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`record-tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="importar" pt="md">
          <Stack gap="lg">
            <RecordFormat />
            <ImportPanel reviewed={reviewed} />
            <ImportHistory onReview={setReviewed} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="codigos" pt="md">
          <DegreeCodesSection />
        </Tabs.Panel>
        <Tabs.Panel value="integracion" pt="md">
          <IntegrationTokensSection />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
