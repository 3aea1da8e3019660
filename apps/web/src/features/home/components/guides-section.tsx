import { Anchor, SimpleGrid } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuideCard } from '../../../components/guide-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { HOME_GUIDES, useGuides } from '../api/get-guides.ts';

/** Latest orientation guides: the first 4; 'No hay guias de orientación' when none. */
export function GuidesSection() {
  const { t } = useTranslation('home');
  const query = useGuides(true);
  const seeAll = (
    <Anchor component={Link} to={pathFor('guias_orientacion')} size="sm">
      {t('guides.seeAll')}
      <span className="visually-hidden"> {t('guides.title')}</span>
    </Anchor>
  );
  return (
    <Section title={t('guides.title')} action={seeAll} testId="home-guides">
      <QueryState reserve={230} query={query} emptyText={t('guides.empty')}>
        {(guides) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            {guides.slice(0, HOME_GUIDES).map((guide) => (
              <GuideCard key={guide.idGuia} guide={guide} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Section>
  );
}
