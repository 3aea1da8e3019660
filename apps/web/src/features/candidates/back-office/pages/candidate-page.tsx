import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTitleSubject } from '../../../../lib/document-title.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { DoneNotice, useNotice } from '../../../../components/staff-admin-kit.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useCandidateSheet } from '../api/staff-candidates.ts';
import { CandidateAccountSection } from '../components/candidate-account-section.tsx';
import { CandidateVerificationSection } from '../components/candidate-verification-section.tsx';
import { VerifiedBadge } from '../components/verified-badge.tsx';
import { CandidateActions } from '../components/candidate-actions.tsx';
import { CandidateCvSection } from '../components/candidate-cv-section.tsx';
import { CandidateDocumentsSection } from '../components/candidate-documents-section.tsx';
import {
  CandidateApplicationsSection,
  CandidateDeletionsSection,
  CandidateInternshipsSection,
} from '../components/candidate-records-sections.tsx';
import { stateColor } from './candidates-page.tsx';

/**
 * /gestion/candidatos/:id: the candidate's account, CV, applications, internships, documents and
 * deletion requests; whether the university counts them as its own (verification, changed by
 * hand); block (the message is shown at sign-in, 90), unblock, withdraw (32) and the RGPD export of
 * every table about the person.
 */
export default function CandidatePage() {
  const { t } = useTranslation('backOffice');
  const { id = '' } = useParams();
  const sheet = useCandidateSheet(Number(id));
  useTitleSubject(sheet.data && `${sheet.data.nombre} ${sheet.data.apellidos}`);
  const [notice, setNotice] = useNotice();

  return (
    <PageFrame>
      <Anchor component={Link} to={pathFor('gestion_candidatos')}>
        {t('candidates.back')}
      </Anchor>
      <DoneNotice
        notice={notice}
        onClose={() => {
          setNotice(null);
        }}
        testId="candidate-notice"
      />
      <QueryState query={sheet} emptyText={t('candidates.list.empty')}>
        {(c) => (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Text size="xl" fw={700} data-testid="candidate-name">
                  {c.nombre} {c.apellidos}
                </Text>
                <Group gap={4}>
                  <Badge variant="light" color={stateColor[c.estado]} data-testid="candidate-state">
                    {t(`candidates.states.${c.estado}`)}
                  </Badge>
                  <VerifiedBadge verified={c.verificacion.verificado} testId="candidate-verified" />
                </Group>
              </Stack>
              <CandidateActions candidate={c} onNotice={setNotice} />
            </Group>
            {c.estado === 'bloqueado' && c.mensajeBloqueo !== null && (
              <Alert
                color="red"
                variant="light"
                title={t('candidates.sheet.blockMessage')}
                data-testid="block-message"
              >
                {c.mensajeBloqueo}
              </Alert>
            )}
            <CandidateAccountSection candidate={c} />
            <CandidateVerificationSection candidate={c} onNotice={setNotice} />
            <CandidateCvSection cv={c.cv} />
            <CandidateApplicationsSection applications={c.candidaturas} />
            <CandidateInternshipsSection internships={c.practicas} />
            <CandidateDocumentsSection candidate={c} />
            <CandidateDeletionsSection requests={c.solicitudesBaja} />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
