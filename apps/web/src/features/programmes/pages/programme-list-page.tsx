import { Anchor, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { pathFor, type ProgrammeSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useActiveProgrammes } from '../api/programmes.ts';
import { ProgrammeFacts } from '../components/programme-facts.tsx';

/** `/programas-practicas-activos`: the active practice programmes, each linking to its sheet. */
export default function ProgrammeListPage() {
  const { t } = useTranslation('programmes');
  const query = useActiveProgrammes();
  return (
    <PageFrame>
      <Text>{t('list.intro')}</Text>
      <QueryState query={query} emptyText={t('list.empty')} loadingLabel={t('list.loading')}>
        {(programmes) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="programme-list">
            {programmes.map((programme) => (
              <ProgrammeCard key={programme.idPrograma} programme={programme} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageFrame>
  );
}

function ProgrammeCard({ programme }: { programme: ProgrammeSummary }) {
  const { t } = useTranslation('programmes');
  return (
    <Card withBorder padding="md" component="article" data-testid="programme-card">
      {programme.urlImagen && (
        <Card.Section>
          <Image src={programme.urlImagen} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={programme.urlImagen ? 'sm' : 0}>
        <Text component="h2" fw={700} size="lg" m={0}>
          <Anchor
            component={Link}
            to={pathFor('ficha_programa', { id: programme.urlAcceso })}
            inherit
          >
            {programme.titulo}
          </Anchor>
        </Text>
        <ProgrammeFacts programme={programme} />
        <Anchor
          component={Link}
          to={pathFor('ficha_programa', { id: programme.urlAcceso })}
          size="sm"
          aria-label={t('list.seeMoreLabel', { title: programme.titulo })}
        >
          {t('list.seeMore')}
        </Anchor>
      </Stack>
    </Card>
  );
}
