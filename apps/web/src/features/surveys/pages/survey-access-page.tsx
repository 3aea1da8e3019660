import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  Codes,
  pathFor,
  type Ambito,
  type SurveyAccess,
  type SurveyLogin,
} from '@portal/contracts';
import { useEffect, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { showStatus } from '../../../lib/error-store.ts';
import { useSession } from '../../../lib/session.ts';
import { rememberSsoReturn } from '../../../lib/storage.ts';
import {
  answerSurveySso,
  useAnonymousAccess,
  useStartSurveySso,
  useSurveyAccess,
  useSurveyLogin,
} from '../api/survey-access.ts';
import { storeSurveyAccess } from '../lib/survey-session.ts';

const reportFailure = (failure: unknown) => {
  if (isApiError(failure)) {
    showStatus(failure.status, failure.mensaje);
  } else {
    showStatus(Codes.SERVICE_UNAVAILABLE);
  }
};

/**
 * `/encuestas/{id}/acceso`: the ways to answer a survey (spec 000 §6, 001 §4): sign in with the
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

/**
 * The identity provider's answer /acceso handed on to this page (in the navigation state, never
 * in the address); taken once and removed from the history entry so a reload does not resend it.
 */
function useHandedOnSsoAnswer(): string | null {
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
const sentAnswers = new Map<string, Promise<SurveyLogin>>();
function answerOnce(id: string, respuesta: string): Promise<SurveyLogin> {
  const key = `${id} ${respuesta}`;
  let sent = sentAnswers.get(key);
  if (sent === undefined) {
    sent = answerSurveySso(id, respuesta);
    sentAnswers.set(key, sent);
  }
  return sent;
}

/** The university's answer for this survey: a survey token and on to the questions, or why not. */
function SurveySsoAnswer({
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
function SurveySsoStart({ id }: { id: string }) {
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

const ambitoFor = (access: SurveyAccess): Ambito =>
  access.paraEmpresa && !access.paraAlumnos ? 'PrivadoEmpresa' : 'PrivadoAlumno';

function SurveyLoginForm({
  id,
  access,
  onDone,
}: {
  id: string;
  access: SurveyAccess;
  onDone: () => void;
}) {
  const { t } = useTranslation('surveys');
  const login = useSurveyLogin(id);
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [ambito, setAmbito] = useState<Ambito>(() => ambitoFor(access));
  const [submitted, setSubmitted] = useState(false);
  const required = t('access.login.required');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (usuario.trim() === '' || password === '') {
      event.currentTarget
        .querySelector<HTMLInputElement>(
          usuario.trim() === '' ? 'input[name="usuario"]' : 'input[name="password"]',
        )
        ?.focus();
      return;
    }
    login.mutate(
      { eUsuario: usuario.trim(), ePassword: password, eAmbito: ambito },
      {
        onSuccess: (result) => {
          storeSurveyAccess(id, result);
          onDone();
        },
        onError: reportFailure,
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-login">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="survey-login">
            {t('access.login.title')}
          </Title>
          {access.paraAlumnos && access.paraEmpresa && (
            <Radio.Group
              label={t('access.login.ambito')}
              value={ambito}
              onChange={(value) => {
                setAmbito(value === 'PrivadoEmpresa' ? 'PrivadoEmpresa' : 'PrivadoAlumno');
              }}
            >
              <Stack gap={4} mt={4}>
                <Radio value="PrivadoAlumno" label={t('access.login.alumno')} />
                <Radio value="PrivadoEmpresa" label={t('access.login.empresa')} />
              </Stack>
            </Radio.Group>
          )}
          <TextInput
            name="usuario"
            label={t('access.login.user')}
            autoComplete="username"
            required
            value={usuario}
            error={submitted && usuario.trim() === '' ? required : null}
            onChange={(event) => {
              setUsuario(event.currentTarget.value);
            }}
            data-testid="survey-login-user"
          />
          <PasswordInput
            name="password"
            label={t('access.login.password')}
            autoComplete="current-password"
            required
            value={password}
            error={submitted && password === '' ? required : null}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
            visibilityToggleButtonProps={{ 'aria-label': t('access.login.togglePassword') }}
            data-testid="survey-login-password"
          />
          <Button type="submit" loading={login.isPending} data-testid="survey-login-submit">
            {t('access.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** Pasting a personal link (or its code) goes to `/encuestas/{id}?{token}`. */
function InvitationForm({ id }: { id: string }) {
  const { t } = useTranslation('surveys');
  const [value, setValue] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  if (target !== null) {
    return <Navigate to={target} />;
  }
  const codeOf = (raw: string) => {
    const text = raw.trim();
    const query = text.includes('?') ? text.slice(text.indexOf('?') + 1) : text;
    return query.replace(/^\?/, '');
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-invitation">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          const code = codeOf(value);
          if (code !== '') {
            setTarget(`${pathFor('ficha_encuestas', { id })}?${code}`);
          }
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="survey-invitation">
            {t('access.invitation.title')}
          </Title>
          <TextInput
            label={t('access.invitation.label')}
            value={value}
            error={submitted && codeOf(value) === '' ? t('access.login.required') : null}
            onChange={(event) => {
              setValue(event.currentTarget.value);
            }}
          />
          <Button type="submit" variant="default">
            {t('access.invitation.button')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
