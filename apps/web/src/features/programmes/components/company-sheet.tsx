import { Alert, Anchor, Text } from '@mantine/core';
import { pathFor, type CompanyProgrammeDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyProgrammeDetail, useCompanyRequestAdhesion } from '../api/programmes.ts';
import { AdhesionSection, adhesionColour } from './adhesion-section.tsx';
import { DetailSheet, SheetSection } from './sheet-frame.tsx';

/**
 * A company's programme sheet: what the programme asks of the internship offers published in it,
 * and the company's adhesion (ask to join; then pending, accepted or rejected with the reason).
 */
export function CompanySheet({ id }: { id: string }) {
  const { t } = useTranslation('programmes');
  const detail = useCompanyProgrammeDetail(id);
  const adhesion = useCompanyRequestAdhesion(id);
  return (
    <DetailSheet query={detail}>
      {(programme) => (
        <>
          <SheetSection id="programme-company-requirements" title={t('company.requirements')}>
            <Text data-testid="programme-offer-requirements">
              {t('company.offerRequirements', {
                percent: programme.requisitosOferta.dedicacion,
                months: programme.requisitosOferta.meses.join(t('company.or')),
              })}
            </Text>
          </SheetSection>
          <AdhesionSection
            answer={programme.adhesion && <AdhesionAnswer state={programme.adhesion} />}
            active={programme.activo}
            help={t('company.adhesionHelp')}
            requested={adhesion.isSuccess}
            pending={adhesion.isPending}
            onJoin={() => {
              adhesion.mutate();
            }}
          />
        </>
      )}
    </DetailSheet>
  );
}

function AdhesionAnswer({ state }: { state: NonNullable<CompanyProgrammeDetail['adhesion']> }) {
  const { t } = useTranslation('programmes');
  return (
    <Alert
      color={adhesionColour[state.estado]}
      variant="light"
      data-testid="company-adhesion-state"
    >
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
