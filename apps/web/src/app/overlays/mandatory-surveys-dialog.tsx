import { Button, Modal, Stack, Text } from '@mantine/core';
import { pathFor, type SurveyCard as Survey } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SurveyCard } from '../../components/survey-card.tsx';

/** The dialog of the mandatory surveys: it cannot be closed; the surveys and logout only. */
export function MandatorySurveysDialog({
  opened,
  surveys,
}: {
  opened: boolean;
  surveys: readonly Survey[];
}) {
  const { t } = useTranslation('overlays');
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
        {surveys.map((survey) => (
          <SurveyCard key={survey.idEncuesta} titulo={survey.titulo} urlAcceso={survey.urlAcceso} />
        ))}
        <Button component={Link} to={pathFor('logout')} variant="default">
          {t('mandatorySurveys.logout')}
        </Button>
      </Stack>
    </Modal>
  );
}
