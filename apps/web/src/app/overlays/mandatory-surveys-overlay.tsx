import { Button, Modal, Stack, Text } from '@mantine/core';
import { pathFor, type Role } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SurveyCard } from '../../components/survey-card.tsx';
import { usePendingSurveys } from '../../features/home/api/get-pending-surveys.ts';
import { isSurveyPath } from '../../lib/current-route.ts';

/**
 * Mandatory surveys block the portal (000 §4) except on the survey pages: the dialog cannot be
 * closed and offers only the surveys and logout.
 */
export function MandatorySurveysOverlay({ role }: { role: Role }) {
  const { t } = useTranslation('overlays');
  const { pathname } = useLocation();
  const candidateOrCompany = role === 'alumno' || role === 'empresa';
  const { data } = usePendingSurveys(role, candidateOrCompany);
  const mandatory = data?.filter((survey) => survey.obligatoria) ?? [];
  const exempt = isSurveyPath(pathname) || pathname === pathFor('logout');
  const opened = mandatory.length > 0 && !exempt;

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('mandatorySurveys.title')}
      centered
      data-testid="mandatory-surveys"
    >
      <Stack gap="sm">
        <Text>{t('mandatorySurveys.body')}</Text>
        {mandatory.map((survey) => (
          <SurveyCard key={survey.idEncuesta} titulo={survey.titulo} urlAcceso={survey.urlAcceso} />
        ))}
        <Button component={Link} to={pathFor('logout')} variant="default">
          {t('mandatorySurveys.logout')}
        </Button>
      </Stack>
    </Modal>
  );
}
