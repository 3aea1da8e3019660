import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pathFor, type OfferFamily } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand.ts';
import { activeOffersByFamily, useCompanyProcesses } from '../api/get-company-processes.ts';
import { CommunicationsSection } from './communications-section.tsx';
import { SurveysSection } from './surveys-section.tsx';

/** Student internships, employment agency, graduate internships. */
const cards: readonly OfferFamily[] = ['practicas', 'empleo', 'practicastitulados'];

function FamilyCard({ family, active }: { family: OfferFamily; active: number | null }) {
  const { t } = useTranslation('home');
  const title = t(`company.cards.${family}`);
  return (
    <Card
      withBorder
      padding="md"
      data-testid={`company-card-${family}`}
      component="article"
      aria-label={title}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Group gap="xs">
            <Badge size="lg" variant="light" data-testid="active-count">
              {active ?? '…'}
            </Badge>
            <Text size="sm">{t('company.activeOffers', { count: active ?? 0 })}</Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={pathFor('nueva_oferta', { tipo: family })}
            size="sm"
            aria-label={`${t('company.newOffer')}: ${title}`}
          >
            {t('company.newOffer')}
          </Button>
          <Button
            component={Link}
            to={pathFor('mis_ofertas', { id: family })}
            size="sm"
            variant="default"
            aria-label={`${t('company.manageOffers')}: ${title}`}
          >
            {t('company.manageOffers')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Company home: three cards with 'Nueva oferta', 'Gestiona tus ofertas' and the count
 * of active offers; links to the internship proposal and active programmes; communications and
 * surveys.
 */
export function CompanyHome() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const processes = useCompanyProcesses();
  const counts = processes.data === undefined ? null : activeOffersByFamily(processes.data);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {cards.map((family) => (
          <FamilyCard
            key={family}
            family={family}
            active={counts === null ? null : counts[family]}
          />
        ))}
      </SimpleGrid>
      {(brand.canPropuestaPracticas || brand.hasProgramaPracticasActivo) && (
        <Group gap="lg">
          {brand.canPropuestaPracticas && (
            <Anchor component={Link} to={pathFor('propuesta_practicas')}>
              {t('company.proposal')}
            </Anchor>
          )}
          {brand.hasProgramaPracticasActivo && (
            <Anchor component={Link} to={pathFor('programas_practicas_activos')}>
              {t('company.programmes')}
            </Anchor>
          )}
        </Group>
      )}
      <CommunicationsSection role="empresa" />
      <SurveysSection role="empresa" />
    </Stack>
  );
}
