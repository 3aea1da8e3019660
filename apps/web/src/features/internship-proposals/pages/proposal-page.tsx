import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Codes, pathFor, statusMessage } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Section } from '../../../components/section.tsx';
import { useSession } from '../../../lib/session.ts';
import { useCentreMenu, useMyProposals } from '../api/internship-proposals.ts';
import { CandidateProposalForm } from '../components/candidate-proposal-form.tsx';
import { CompanyProposalForm } from '../components/company-proposal-form.tsx';
import { ProposalList } from '../components/proposal-list.tsx';
import { StudentEducationSection } from '../components/student-education-section.tsx';

function SentAlert({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('internshipProposals');
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  const text = statusMessage(Codes.INTERNSHIP_PROPOSAL_REGISTERED, language);
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={text.titulo}
      withCloseButton
      closeButtonLabel={t('actions.close')}
      onClose={onClose}
      data-testid="proposal-sent"
    >
      {text.cuerpo}
    </Alert>
  );
}

function CandidateView() {
  const { t } = useTranslation('internshipProposals');
  const mine = useMyProposals('alumno');
  const [sent, setSent] = useState(false);
  return (
    <>
      <Text>{t('candidate.intro')}</Text>
      {sent && (
        <SentAlert
          onClose={() => {
            setSent(false);
          }}
        />
      )}
      <Section title={t('candidate.formTitle')}>
        <CandidateProposalForm
          onSent={() => {
            setSent(true);
          }}
        />
      </Section>
      <Section title={t('list.title')} testId="my-proposals">
        <ProposalList query={mine} />
      </Section>
      <StudentEducationSection />
    </>
  );
}

function CompanyView() {
  const { t } = useTranslation('internshipProposals');
  const mine = useMyProposals('empresa');
  const centre = useCentreMenu(true);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Text>{t('company.intro')}</Text>
      {centre.data?.tieneMenu === true && (
        <Alert color="blue" variant="light">
          {t('company.centre')}{' '}
          <Anchor component={Link} to={pathFor('solicitudes_practicas_educacion')}>
            {t('company.centreLink')}
          </Anchor>
        </Alert>
      )}
      {sent && (
        <SentAlert
          onClose={() => {
            setSent(false);
          }}
        />
      )}
      <Section title={t('company.formTitle')}>
        <CompanyProposalForm
          onSent={() => {
            setSent(true);
          }}
        />
      </Section>
      <Section title={t('list.title')} testId="my-proposals">
        <ProposalList query={mine} />
      </Section>
    </>
  );
}

/**
 * /propuesta-practicas (any signed-in user): a candidate proposes an internship at a company, a
 * company proposes one for a student; the careers office decides and the proposer is notified.
 * Education students also ask education centres here; staff are sent to the back-office list.
 */
export default function ProposalPage() {
  const { t } = useTranslation('internshipProposals');
  const session = useSession();
  return (
    <PageFrame>
      <Stack gap="lg">
        {session?.role === 'alumno' && <CandidateView />}
        {session?.role === 'empresa' && <CompanyView />}
        {session?.role === 'gestor' && (
          <Text>
            {t('staff.intro')}{' '}
            <Anchor component={Link} to={pathFor('gestion_solicitudes')}>
              {t('staff.link')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </PageFrame>
  );
}
