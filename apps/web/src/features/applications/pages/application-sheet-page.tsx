import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pathFor, type ApplicationSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useApplication } from '../api/get-application.ts';
import { ApplicationStateBadge } from '../components/application-state-badge.tsx';
import { PreEnrolmentPanel, useDocumentsToSign } from '../components/pre-enrolment-panel.tsx';
import { SignatureDocuments } from '../components/signature-documents.tsx';
import { StateHistory } from '../components/state-history.tsx';
import { WithdrawButton } from '../components/withdraw-button.tsx';
import { applicationActions, isNotFound } from '../lib/application-actions.ts';
import { listRouteOf, offerSheetRouteOf } from '../lib/list-filters.ts';
import { LabelledValue } from '../../../components/labelled-value.tsx';

/**
 * One source of dates: the history, oldest first, says when I applied (its first
 * entry) and since when the application is in its current state (its last entry).
 */
function sheetDates(application: Pick<ApplicationSheet, 'fecha' | 'fechaEstado' | 'historial'>) {
  const first = application.historial.at(0);
  const last = application.historial.at(-1);
  return {
    appliedOn: first?.fechaHora ?? application.fecha,
    stateSince: last?.fechaHora ?? application.fechaEstado,
  };
}

function Sheet({ application }: { application: ApplicationSheet }) {
  const { t, i18n } = useTranslation('applications');
  const actions = applicationActions(application);
  const dates = sheetDates(application);
  // Outside the panel: accepting moves the application out of state 16 (the buttons unmount).
  const toSign = useDocumentsToSign();
  return (
    <Stack gap="lg">
      {toSign.modal}
      <Anchor component={Link} to={pathFor(listRouteOf[application.familia])} size="sm">
        {t('sheet.back')}
      </Anchor>
      {actions.answerPreEnrolment && (
        <PreEnrolmentPanel application={application} onDocumentsToSign={toSign.show} />
      )}
      <Section title={t('sheet.offer')} testId="application-offer">
        <Stack gap="sm">
          <Title order={3} size="h4">
            <Anchor
              component={Link}
              to={pathFor(offerSheetRouteOf[application.familia], { id: application.urlOferta })}
            >
              {application.titulo}
            </Anchor>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <LabelledValue label={t('sheet.company')}>{application.empresa}</LabelledValue>
            {application.provincia !== null && (
              <LabelledValue label={t('sheet.province')}>{application.provincia}</LabelledValue>
            )}
            <LabelledValue label={t('sheet.appliedOn')}>
              {formatDay(dates.appliedOn, i18n.language)}
            </LabelledValue>
          </SimpleGrid>
        </Stack>
      </Section>
      <Section title={t('sheet.currentState')} testId="application-state-section">
        <Stack gap="xs">
          <Group gap="sm">
            <ApplicationStateBadge idEstado={application.idEstado} estado={application.estado} />
            <Text size="sm" c="dimmed">
              {t('sheet.since', { date: formatDay(dates.stateSince, i18n.language) })}
            </Text>
          </Group>
          {application.motivoRechazo !== null && (
            <Text size="sm">
              {t('sheet.rejectionReason', { reason: application.motivoRechazo })}
            </Text>
          )}
          {actions.withdraw && (
            <Group>
              <WithdrawButton urlOferta={application.urlOferta} title={application.titulo} />
            </Group>
          )}
        </Stack>
      </Section>
      {application.documentosFirma.length > 0 && (
        <Section title={t('sheet.documents')}>
          <SignatureDocuments documents={application.documentosFirma} />
        </Section>
      )}
      <Section title={t('sheet.history')}>
        <StateHistory historial={application.historial} />
      </Section>
    </Stack>
  );
}

/** The application sheet (/mis-candidaturas/{id}): offer, state, history and what I can do. */
export default function ApplicationSheetPage() {
  const { t } = useTranslation('applications');
  const { id } = useParams();
  const applicationId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const application = useApplication(applicationId);
  return (
    <PageFrame>
      {applicationId === 0 || isNotFound(application.error) ? (
        <Alert color="orange" variant="light" role="alert">
          {t('sheet.notFound')}
        </Alert>
      ) : (
        <RecordState query={application} notFoundText={t('sheet.notFound')}>
          {(data) => <Sheet application={data} />}
        </RecordState>
      )}
    </PageFrame>
  );
}
