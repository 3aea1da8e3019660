import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pathFor, type SurveyAccess } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useAnonymousAccess, useSurveyAccess } from '../api/survey-access.ts';
import { storeSurveyAccess } from '../lib/survey-session.ts';
import {
  reportFailure,
  SurveyLoginForm,
  InvitationForm,
} from '../components/survey-access-forms.tsx';
import {
  useHandedOnSsoAnswer,
  SurveySsoAnswer,
  SurveySsoStart,
} from '../components/survey-sso.tsx';

/**
 * `/encuestas/{id}/acceso`: the ways to answer a survey: sign in with the
 * portal user, answer anonymously when the survey allows it, the university's single sign-on when
 * configured, or an invitation link.
 */
export default function SurveyAccessPage() {
  const { t } = useTranslation('surveys');
  const { id = '' } = useParams();
  const access = useSurveyAccess(id, '');
  if (access.isPending) {
    return <PageLoader />;
  }
  if (access.isError) {
    const message = isApiError(access.error) ? access.error.mensaje : null;
    return (
      <PageFrame title={t('survey.unavailableTitle')}>
        <Alert variant="light" color="orange" data-testid="survey-unavailable">
          {message ?? t('survey.unavailableBody')}
        </Alert>
      </PageFrame>
    );
  }
  return <AccessChoices id={id} access={access.data} />;
}

function AccessChoices({ id, access }: { id: string; access: SurveyAccess }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const session = useSession();
  const anonymous = useAnonymousAccess(id);
  const goToSurvey = () => {
    void navigate(pathFor('ficha_encuestas', { id }));
  };
  const nothing = !access.sacaOpcionLogin && !access.sacaOpcionAnonima;
  const ssoAnswer = useHandedOnSsoAnswer();

  return (
    <PageFrame>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {access.titulo}
        </Title>
        {access.descripcion !== '' && <Text>{access.descripcion}</Text>}
      </Stack>
      {ssoAnswer !== null && <SurveySsoAnswer id={id} respuesta={ssoAnswer} onDone={goToSurvey} />}
      {session !== null && access.sacaOpcionLogin && (
        <Button onClick={goToSurvey} w="fit-content" data-testid="survey-continue-session">
          {t('access.continueAs', { name: session.claims.givenName })}
        </Button>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {access.sacaOpcionLogin && <SurveyLoginForm id={id} access={access} onDone={goToSurvey} />}
        <Stack gap="lg">
          {access.sacaOpcionLoginIntegrado && <SurveySsoStart id={id} />}
          {access.sacaOpcionAnonima && (
            <Paper withBorder p="md" component="section" aria-labelledby="survey-anonymous">
              <Stack gap="sm">
                <Title order={2} size="h4" id="survey-anonymous">
                  {t('access.anonymous.title')}
                </Title>
                <Text>{t('access.anonymous.body')}</Text>
                <Button
                  variant="light"
                  loading={anonymous.isPending}
                  onClick={() => {
                    anonymous.mutate(undefined, {
                      onSuccess: ({ token }) => {
                        storeSurveyAccess(id, {
                          token,
                          textoCortoRGPD: null,
                          linkExternoRGPD: null,
                        });
                        goToSurvey();
                      },
                      onError: reportFailure,
                    });
                  }}
                  data-testid="survey-anonymous"
                >
                  {t('access.anonymous.button')}
                </Button>
              </Stack>
            </Paper>
          )}
          <InvitationForm id={id} />
        </Stack>
      </SimpleGrid>
      {nothing && (
        <Alert variant="light" color="blue">
          {t('access.invitationOnly')}
        </Alert>
      )}
    </PageFrame>
  );
}
