import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type SurveyCard as SurveyCardData } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SurveyCard } from '../../../components/survey-card.tsx';
import { useSession } from '../../../lib/session.ts';
import { useMySurveys } from '../../../lib/queries/my-surveys.ts';

/** `/encuestas`: the signed-in user's open surveys, pending ones first, answered ones after. */
export default function MySurveysPage() {
  const { t } = useTranslation('surveys');
  const session = useSession();
  const role = session?.role ?? 'alumno';
  const answersSurveys = role === 'alumno' || role === 'empresa';
  const query = useMySurveys(role, answersSurveys);

  if (!answersSurveys) {
    return (
      <PageFrame>
        <Text>{t('list.notForStaff')}</Text>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <QueryState query={query} emptyText={t('list.none')}>
        {(surveys) => <SurveyLists surveys={surveys} />}
      </QueryState>
    </PageFrame>
  );
}

function SurveyLists({ surveys }: { surveys: SurveyCardData[] }) {
  const { t } = useTranslation('surveys');
  const pending = surveys.filter((survey) => !survey.contestada);
  const answered = surveys.filter((survey) => survey.contestada);
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="surveys-pending">
        <Title order={2} size="h3" id="surveys-pending">
          {t('list.pending')}
        </Title>
        {pending.length === 0 ? (
          <Text>{t('list.empty')}</Text>
        ) : (
          <Stack gap="xs" data-testid="surveys-pending">
            {pending.map((survey) => (
              <Stack key={survey.idEncuesta} gap={4}>
                {survey.obligatoria && (
                  <Badge color="red" variant="light">
                    {t('list.mandatory')}
                  </Badge>
                )}
                <SurveyCard titulo={survey.titulo} urlAcceso={survey.urlAcceso} />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      {answered.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="surveys-answered">
          <Title order={2} size="h3" id="surveys-answered">
            {t('list.answered')}
          </Title>
          <Stack gap="xs" data-testid="surveys-answered">
            {answered.map((survey) => (
              <Card key={survey.idEncuesta} withBorder padding="sm">
                <Group justify="space-between">
                  <Text fw={600}>{survey.titulo}</Text>
                  <Badge color="green" variant="light">
                    {t('list.answeredBadge')}
                  </Badge>
                </Group>
              </Card>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
