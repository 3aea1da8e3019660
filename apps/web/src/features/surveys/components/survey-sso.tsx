import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { pathFor, type SurveyLogin } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { rememberSsoReturn } from '../../../lib/storage.ts';
import { answerSurveySso, useStartSurveySso } from '../api/survey-access.ts';
import { storeSurveyAccess } from '../lib/survey-session.ts';

/**
 * The identity provider's answer /acceso handed on to this page (in the navigation state, never
 * in the address); taken once and removed from the history entry so a reload does not resend it.
 */
export function useHandedOnSsoAnswer(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [respuesta] = useState(() => {
    const state = location.state as { ssoRespuesta?: unknown } | null;
    return typeof state?.ssoRespuesta === 'string' ? state.ssoRespuesta : null;
  });
  useEffect(() => {
    if (respuesta !== null) {
      void navigate(location.pathname, { replace: true, state: null });
    }
    // Once, for the answer taken on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [respuesta]);
  return respuesta;
}

/** Each answer is posted once per document, even if the page mounts again. */
export const sentAnswers = new Map<string, Promise<SurveyLogin>>();
export function answerOnce(id: string, respuesta: string): Promise<SurveyLogin> {
  const key = `${id} ${respuesta}`;
  let sent = sentAnswers.get(key);
  if (sent === undefined) {
    sent = answerSurveySso(id, respuesta);
    sentAnswers.set(key, sent);
  }
  return sent;
}

/** The university's answer for this survey: a survey token and on to the questions, or why not. */
export function SurveySsoAnswer({
  id,
  respuesta,
  onDone,
}: {
  id: string;
  respuesta: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('surveys');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    answerOnce(id, respuesta).then(
      (result) => {
        if (current) {
          storeSurveyAccess(id, result);
          onDone();
        }
      },
      (error: unknown) => {
        if (current) {
          setRefusal(isApiError(error) && error.mensaje ? error.mensaje : t('access.sso.refused'));
        }
      },
    );
    return () => {
      current = false;
    };
    // One answer per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, respuesta]);
  if (refusal === null) {
    return (
      <Group gap="xs" role="status" data-testid="survey-sso-checking">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('access.sso.checking')}</Text>
      </Group>
    );
  }
  return (
    <Alert
      variant="light"
      color="orange"
      role="alert"
      title={t('access.sso.refusedTitle')}
      data-testid="survey-sso-refused"
    >
      {refusal}
    </Alert>
  );
}

/**
 * 'Acceder con la cuenta de la universidad' (single sign-on configured and the survey open to
 * registered users): the start is made for this survey, which this tab remembers with the start's
 * state, so /acceso hands the provider's answer back here.
 */
export function SurveySsoStart({ id }: { id: string }) {
  const { t } = useTranslation('surveys');
  const start = useStartSurveySso(id);
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-sso">
      <Stack gap="sm">
        <Title order={2} size="h4" id="survey-sso">
          {t('access.sso.title')}
        </Title>
        <Text>{t('access.sso.body')}</Text>
        <Button
          variant="light"
          loading={start.isPending}
          data-testid="survey-sso-start"
          onClick={() => {
            setError(null);
            start.mutate(undefined, {
              onSuccess: (started) => {
                if (started.url === null || started.state === null) {
                  setError(t('access.sso.notConfigured'));
                  return;
                }
                rememberSsoReturn(pathFor('acceso_encuesta', { id }), started.state);
                window.location.assign(started.url);
              },
              onError: (failure) => {
                setError(
                  isApiError(failure) && failure.mensaje
                    ? failure.mensaje
                    : t('access.sso.notConfigured'),
                );
              },
            });
          }}
        >
          {t('access.sso.button')}
        </Button>
        {error !== null && (
          <Text c="red.8" role="alert" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
