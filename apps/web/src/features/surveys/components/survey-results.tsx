import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { StaffSurveyResults } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { surveyExportHref, useStaffSurveyResults } from '../api/staff-surveys.ts';

/** Response rate, an accessible bar chart per question, free texts and the CSV. */
export function SurveyResults({ id }: { id: number }) {
  const { t } = useTranslation('surveys');
  const query = useStaffSurveyResults(id);
  return (
    <RecordState query={query}>
      {(results) => <ResultsView results={results} id={id} t={t} />}
    </RecordState>
  );
}

function ResultsView({
  results,
  id,
  t,
}: {
  results: StaffSurveyResults;
  id: number;
  t: ReturnType<typeof useTranslation<'surveys'>>['t'];
}) {
  return (
    <Stack gap="lg" data-testid="staff-results">
      <Group justify="space-between">
        <Text>
          {t('staff.results.responses', { count: results.respuestas })}
          {results.tasaRespuesta !== null &&
            ` · ${t('staff.results.rate', { rate: results.tasaRespuesta, total: results.destinatarios ?? 0 })}`}
        </Text>
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((formato) => (
            <Button
              key={formato}
              variant="default"
              onClick={() => {
                void downloadFile(
                  surveyExportHref(id, formato),
                  `encuesta-${String(id)}.${formato}`,
                );
              }}
            >
              {t(`staff.results.${formato}`)}
            </Button>
          ))}
        </Group>
      </Group>
      {results.preguntas.map((question, index) => {
        const title = `${String(index + 1)}. ${question.texto}`;
        const rows = question.opciones.map((option) => ({
          opcion: option.texto,
          total: option.total,
          share:
            question.contestadas === 0
              ? 0
              : Math.round((option.total / question.contestadas) * 100),
        }));
        return (
          <Stack key={question.idPregunta} gap="xs">
            {question.opciones.length > 0 ? (
              <ChartCard
                title={title}
                headingOrder={3}
                summary={t('staff.results.summary', {
                  question: question.texto,
                  answers: rows
                    .map((r) =>
                      t('staff.results.bar', { option: r.opcion, count: r.total, share: r.share }),
                    )
                    .join('; '),
                })}
                table={{
                  header: [
                    t('staff.results.option'),
                    t('staff.results.count'),
                    t('staff.results.share'),
                  ],
                  rows: rows.map((r) => [r.opcion, r.total, r.share]),
                }}
                fileName={`encuesta-${String(id)}-pregunta-${String(index + 1)}`}
                testId={`survey-result-${String(question.idPregunta)}`}
                emptyText={t('staff.results.noAnswers')}
              >
                <Text size="sm" mb="xs">
                  {t('staff.results.answered', { count: question.contestadas })}
                </Text>
                <BarChart
                  h={Math.max(120, rows.length * 44)}
                  data={rows}
                  dataKey="opcion"
                  orientation="vertical"
                  yAxisProps={{ width: 160 }}
                  // The axis counts people: no half answers between the ticks.
                  xAxisProps={{ allowDecimals: false }}
                  series={[{ name: 'total', label: t('staff.results.count'), color: 'blue.7' }]}
                />
              </ChartCard>
            ) : (
              <Paper withBorder p="md" component="section">
                <Stack gap="xs">
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                  <Text size="sm">
                    {t('staff.results.answered', { count: question.contestadas })}
                  </Text>
                  {question.textos.length > 0 && (
                    <List size="sm">
                      {question.textos.map((texto, i) => (
                        <List.Item key={i}>{texto}</List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </Paper>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
