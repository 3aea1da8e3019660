import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { pathFor, type CompanyProgrammeDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCompanyProgrammeDetail, useCompanyRequestAdhesion } from '../api/programmes.ts';
import { AdhesionRequested } from './adhesion-requested.tsx';
import { LoadingSheet, MissingSheet, SheetLayout } from './sheet-frame.tsx';

const stateColour = { pendiente: 'yellow', aceptada: 'teal', rechazada: 'red' } as const;

/**
 * A company's programme sheet: what the programme asks of the internship offers published in it,
 * and the company's adhesion (ask to join; then pending, accepted or rejected with the reason).
 */
export function CompanySheet({ id }: { id: string }) {
  const { t } = useTranslation('programmes');
  const detail = useCompanyProgrammeDetail(id);
  const adhesion = useCompanyRequestAdhesion(id);
  if (detail.isPending) {
    return <LoadingSheet />;
  }
  if (detail.data === undefined) {
    const notFound = isApiError(detail.error) && detail.error.httpStatus === 404;
    return <MissingSheet notFound={notFound} />;
  }
  const programme = detail.data;
  return (
    <SheetLayout programme={programme}>
      {programme.descripcion.trim() !== '' && (
        <Stack gap="xs" component="section" aria-labelledby="programme-description">
          <Title order={2} size="h3" id="programme-description">
            {t('sheet.description')}
          </Title>
          <SafeHtml html={programme.descripcion} className="rich-text" />
        </Stack>
      )}
      <Stack gap="xs" component="section" aria-labelledby="programme-company-requirements">
        <Title order={2} size="h3" id="programme-company-requirements">
          {t('company.requirements')}
        </Title>
        <Text data-testid="programme-offer-requirements">
          {t('company.offerRequirements', {
            percent: programme.requisitosOferta.dedicacion,
            months: programme.requisitosOferta.meses.join(t('company.or')),
          })}
        </Text>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="programme-adhesion">
        <Title order={2} size="h3" id="programme-adhesion">
          {t('sheet.adhesion')}
        </Title>
        {adhesion.isSuccess && <AdhesionRequested />}
        <AdhesionState
          programme={programme}
          pending={adhesion.isPending}
          onJoin={() => {
            adhesion.mutate();
          }}
        />
      </Stack>
    </SheetLayout>
  );
}

function AdhesionState({
  programme,
  pending,
  onJoin,
}: {
  programme: CompanyProgrammeDetail;
  pending: boolean;
  onJoin: () => void;
}) {
  const { t } = useTranslation('programmes');
  const state = programme.adhesion;
  if (state !== null) {
    return (
      <Alert color={stateColour[state.estado]} variant="light" data-testid="company-adhesion-state">
        <Text>{t(`company.state.${state.estado}`, { date: state.fechaSolicitud })}</Text>
        {state.estado === 'rechazada' && state.motivo !== null && (
          <Text>{t('company.reason', { reason: state.motivo })}</Text>
        )}
        {state.estado === 'aceptada' && (
          <Anchor component={Link} to={pathFor('nueva_oferta', { tipo: 'practicastitulados' })}>
            {t('company.newOffer')}
          </Anchor>
        )}
      </Alert>
    );
  }
  if (!programme.activo) {
    return <Text>{t('sheet.inactive')}</Text>;
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{t('company.adhesionHelp')}</Text>
      <Button loading={pending} onClick={onJoin}>
        {t('sheet.requestAdhesion')}
      </Button>
    </Stack>
  );
}
