import { Alert, Badge, Button, Group, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Codes, pathFor, type StaffSurvey } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useTitleSubject } from '../../../lib/document-title.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { showStatus } from '../../../lib/error-store.ts';
import { usePublishStaffSurvey, useSaveStaffSurvey, useStaffSurvey } from '../api/staff-surveys.ts';
import { SurveyBuilder } from '../components/survey-builder.tsx';
import { SurveyEndDateForm } from '../components/survey-end-date-form.tsx';
import { SurveyInvitations } from '../components/survey-invitations.tsx';
import { SurveyReadOnly } from '../components/survey-read-only.tsx';
import { SurveyResults } from '../components/survey-results.tsx';
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
  useTitleSubject(survey.titulo);
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
              <>
                <Alert color="blue" variant="light">
                  {t('staff.locked', { count: survey.respuestas })}
                </Alert>
                <SurveyEndDateForm survey={survey} />
                <SurveyReadOnly survey={survey} />
              </>
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
          <SurveyInvitations id={survey.id} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <SurveyResults id={survey.id} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
