import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuideCard } from '../../../components/guide-card.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useGuideList } from '../api/guides.ts';
import { searchRows } from '@portal/contracts';

/**
 * `/guias-orientacion`: every orientation guide as a card (title, expandable sanitised
 * description, image, download link), with a search by title.
 */
export default function GuidesPage() {
  const { t } = useTranslation('guides');
  const query = useGuideList();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      <QueryState query={query} emptyText={t('empty')} loadingLabel={t('loading')}>
        {(guides) => {
          const shown = searchRows(guides, deferredSearch, (guide) => [guide.titulo]);
          return (
            <Stack gap="md">
              <TextInput
                type="search"
                label={t('search.label')}
                placeholder={t('search.placeholder')}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                }}
                maw={420}
              />
              <Text size="sm" c="dimmed" role="status" aria-live="polite">
                {t('count', { count: shown.length })}
              </Text>
              {shown.length === 0 ? (
                <Text>{t('noMatch')}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="guide-list">
                  {shown.map((guide) => (
                    <GuideCard key={guide.idGuia} guide={guide} headingLevel={2} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
