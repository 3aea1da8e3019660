import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Codes, pathFor, type StaffSurvey, type StaffSurveyResults } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ChartCard } from '../../../components/chart-card.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { showStatus } from '../../../lib/error-store.ts';
import {
  surveyExportHref,
  useInviteToSurvey,
  usePublishStaffSurvey,
  useSaveStaffSurvey,
  useStaffSurvey,
  useStaffSurveyResults,
} from '../api/staff-surveys.ts';
import { SurveyBuilder } from '../components/survey-builder.tsx';
import { draftOf, emptyDraft } from '../lib/survey-draft.ts';

interface FieldError {
  campo: string;
  mensaje: string;
}

const fieldErrorsOf = (error: unknown): FieldError[] => {
  if (!isApiError(error)) {
    return [];
  }
  const errores = (error.datos as { errores?: unknown } | null)?.errores;
  return Array.isArray(errores) ? (errores as FieldError[]) : [];
};

/** `/gestion/encuestas/{id|nueva}`: builder, publication with the logic check, invitations, results. */
export default function StaffSurveyPage() {
  const { id = '' } = useParams();
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  const survey = useStaffSurvey(numeric);
  const save = useSaveStaffSurvey();
  const navigate = useNavigate();

  if (numeric === null) {
    return (
      <PageFrame>
        <SurveyBuilder
          initial={emptyDraft()}
          saving={save.isPending}
          serverErrors={fieldErrorsOf(save.error)}
          onSave={(body) => {
            save.mutate(
              { id: null, body },
              {
                onSuccess: (result) => {
                  void navigate(pathFor('gestion_encuesta', { id: result.id }), { replace: true });
                },
                onError: (error) => {
                  if (fieldErrorsOf(error).length === 0) {
                    showStatus(isApiError(error) ? error.status : Codes.SERVICE_UNAVAILABLE);
                  }
                },
              },
            );
          }}
        />
      </PageFrame>
    );
  }
  if (survey.isPending) {
    return <PageLoader />;
  }
  if (survey.isError) {
    return (
      <PageFrame>
        <Alert color="orange" variant="light">
          {isApiError(survey.error) && survey.error.mensaje ? survey.error.mensaje : ''}
        </Alert>
      </PageFrame>
    );
  }
  return <ExistingSurvey survey={survey.data} />;
}

function ExistingSurvey({ survey }: { survey: StaffSurvey }) {
  const { t } = useTranslation('surveys');
  const save = useSaveStaffSurvey();
  const publish = usePublishStaffSurvey();
  const [saved, setSaved] = useState(false);
  const checkerErrors = fieldErrorsOf(publish.error);

  return (
    <PageFrame>
      <Group gap="sm">
        <Title order={2} size="h3">
          {survey.titulo}
        </Title>
        <Badge color={survey.estado === 'publicada' ? 'green' : 'gray'} variant="light">
          {t(`staff.state.${survey.estado}`)}
        </Badge>
      </Group>
      <Tabs defaultValue="design" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="design">{t('staff.tabs.design')}</Tabs.Tab>
          <Tabs.Tab value="invitations">{t('staff.tabs.invitations')}</Tabs.Tab>
          <Tabs.Tab value="results">{t('staff.tabs.results')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="design" pt="md">
          <Stack gap="md">
            {saved && (
              <Alert color="green" variant="light" role="status">
                {t('staff.saved')}
              </Alert>
            )}
            {survey.respuestas > 0 ? (
              <Alert color="blue" variant="light">
                {t('staff.locked', { count: survey.respuestas })}
              </Alert>
            ) : (
              <SurveyBuilder
                key={survey.id}
                initial={draftOf(survey)}
                saving={save.isPending}
                serverErrors={fieldErrorsOf(save.error)}
                onSave={(body) => {
                  setSaved(false);
                  publish.reset();
                  save.mutate(
                    { id: survey.id, body },
                    {
                      onSuccess: () => {
                        setSaved(true);
                      },
                      onError: (error) => {
                        if (fieldErrorsOf(error).length === 0) {
                          showStatus(
                            isApiError(error) ? error.status : Codes.SERVICE_UNAVAILABLE,
                            isApiError(error) ? error.mensaje : null,
                          );
                        }
                      },
                    },
                  );
                }}
              />
            )}
            {survey.estado === 'borrador' && (
              <Paper withBorder p="md">
                <Stack gap="sm">
                  <Text>{t('staff.publishHint')}</Text>
                  <Button
                    w="fit-content"
                    loading={publish.isPending}
                    onClick={() => {
                      publish.mutate(survey.id);
                    }}
                    data-testid="staff-publish"
                  >
                    {t('staff.publish')}
                  </Button>
                  {checkerErrors.length > 0 && (
                    <Alert
                      color="red"
                      variant="light"
                      role="alert"
                      title={t('staff.checkerTitle')}
                      data-testid="staff-checker"
                    >
                      <List size="sm">
                        {checkerErrors.map((error) => (
                          <List.Item key={`${error.campo}-${error.mensaje}`}>
                            {error.mensaje}
                          </List.Item>
                        ))}
                      </List>
                    </Alert>
                  )}
                </Stack>
              </Paper>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <Invitations id={survey.id} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <Results id={survey.id} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}

/** One guest a line: `email`, or `email;idPractica`. */
function Invitations({ id }: { id: number }) {
  const { t } = useTranslation('surveys');
  const invite = useInviteToSurvey(id);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const guests = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [email = '', practica] = line.split(/[;,\s]+/);
      const idPractica = practica && /^\d+$/.test(practica) ? Number(practica) : null;
      return { email, idPractica };
    });
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (guests.length > 0) {
            invite.mutate(
              { invitados: guests },
              {
                onError: (error) => {
                  showStatus(isApiError(error) ? error.status : Codes.SERVICE_UNAVAILABLE);
                },
              },
            );
          }
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('staff.invite.label')}
            description={t('staff.invite.hint')}
            autosize
            minRows={3}
            value={text}
            error={submitted && guests.length === 0 ? t('access.login.required') : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
            }}
          />
          <Button type="submit" w="fit-content" loading={invite.isPending}>
            {t('staff.invite.send')}
          </Button>
        </Stack>
      </form>
      {invite.data && (
        <Alert color="green" variant="light" role="status" title={t('staff.invite.sent')}>
          <List size="sm">
            {invite.data.map((link) => (
              <List.Item key={link.enlace}>
                {link.email}: <code>{link.enlace}</code>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** Response rate, an accessible bar chart per question, free texts and the CSV. */
function Results({ id }: { id: number }) {
  const { t } = useTranslation('surveys');
  const query = useStaffSurveyResults(id);
  return (
    <QueryState query={query} emptyText="" isEmpty={() => false}>
      {(results) => <ResultsView results={results} id={id} t={t} />}
    </QueryState>
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
