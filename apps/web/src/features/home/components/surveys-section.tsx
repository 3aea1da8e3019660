import { Stack } from '@mantine/core';
import type { Role } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { SurveyCard } from '../../../components/survey-card.tsx';
import { usePendingSurveys } from '../../../lib/queries/my-surveys.ts';

/** Pending surveys; 'No hay encuestas pendientes' when none. */
export function SurveysSection({ role }: { role: Role }) {
  const { t } = useTranslation('home');
  const query = usePendingSurveys(role);
  return (
    <Section title={t('surveys.title')} testId="home-surveys">
      <QueryState reserve={70} query={query} emptyText={t('surveys.empty')}>
        {(surveys) => (
          <Stack gap="xs">
            {surveys.map((survey) => (
              <SurveyCard
                key={survey.idEncuesta}
                titulo={survey.titulo}
                urlAcceso={survey.urlAcceso}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
