import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { Codes, pathFor, ssoLinkOfferSchema, type SessionData } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { clearBanner } from '../../../lib/error-store.ts';
import { clearUserQueries } from '../../../lib/query-client.ts';
import { startSession } from '../../../lib/session.ts';
import { useAcceptSsoPrivacy, useLinkSso, useSsoStatus, useStartSso } from '../api/sso-start.ts';
import { ResultPanel } from '../components/result-panel.tsx';
import { SsoLinkForm } from '../components/sso-link-form.tsx';
import { SsoPrivacyStep } from '../components/sso-privacy-step.tsx';
import { useStatusText } from '../components/use-status-text.ts';
import { takeProviderAnswer, answerOnce, forgetProviderAnswer } from '../lib/provider-answer.ts';

type Step =
  | { kind: 'checking' }
  | { kind: 'link'; token: string; message: string }
  | { kind: 'privacy'; data: SessionData }
  | { kind: 'refused'; message: string };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.mensaje ? error.mensaje : fallback;

/** The answer's part of /acceso: checking, linking, privacy, or the refusal. */
function SsoAnswer({ respuesta }: { respuesta: string }) {
  const { t } = useTranslation('accounts');
  const status = useStatusText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const link = useLinkSso();
  const acceptPrivacy = useAcceptSsoPrivacy();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [linkError, setLinkError] = useState<string | null>(null);

  const signIn = (token: string, data: SessionData) => {
    forgetProviderAnswer();
    clearUserQueries(queryClient);
    if (startSession({ token, data, ambito: 'PrivadoAlumno', remember: false })) {
      clearBanner();
      // The guard sends a signed-in user from the login page to the remembered path, or /.
      void navigate(pathFor('login'), { replace: true });
    }
  };
  const finish = (data: SessionData) => {
    if (data.textoCortoRGPD !== null && data.textoCortoRGPD !== '') {
      setStep({ kind: 'privacy', data });
      return;
    }
    signIn(data.token, data);
  };
  const refuse = (error: unknown) => {
    forgetProviderAnswer();
    setStep({ kind: 'refused', message: messageOf(error, status(Codes.SERVER_MESSAGE).cuerpo) });
  };

  useEffect(() => {
    let current = true;
    answerOnce(respuesta).then(
      (data) => {
        if (current) {
          finish(data);
        }
      },
      (error: unknown) => {
        if (!current) {
          return;
        }
        const offer = error instanceof ApiError ? ssoLinkOfferSchema.safeParse(error.datos) : null;
        if (offer?.success) {
          setStep({
            kind: 'link',
            token: offer.data.vinculacion.token,
            message: messageOf(error, ''),
          });
          return;
        }
        refuse(error);
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one answer per page
  }, [respuesta]);

  if (step.kind === 'checking') {
    return (
      <Stack gap="sm" align="flex-start" role="status" data-testid="sso-checking">
        <Loader size="sm" aria-hidden />
        <Text>{t('sso.checking')}</Text>
      </Stack>
    );
  }
  if (step.kind === 'link') {
    return (
      <SsoLinkForm
        message={step.message}
        loading={link.isPending}
        error={linkError}
        onCancel={() => {
          void navigate(pathFor('login'), { replace: true });
        }}
        onSubmit={(password) => {
          setLinkError(null);
          link.mutate(
            { tokenVinculacion: step.token, password },
            {
              onSuccess: finish,
              onError: (error) => {
                if (error instanceof ApiError && error.status === Codes.BAD_CREDENTIALS) {
                  setLinkError(t('sso.wrongPassword'));
                  return;
                }
                refuse(error);
              },
            },
          );
        }}
      />
    );
  }
  if (step.kind === 'privacy') {
    return (
      <SsoPrivacyStep
        text={step.data.textoCortoRGPD ?? ''}
        link={step.data.linkExternoRGPD}
        loading={acceptPrivacy.isPending}
        onCancel={() => {
          void navigate(pathFor('login'), { replace: true });
        }}
        onAccept={() => {
          acceptPrivacy.mutate(step.data.token, {
            onSuccess: (accepted) => {
              signIn(accepted.token, step.data);
            },
            onError: refuse,
          });
        }}
      />
    );
  }
  return (
    <Stack gap="md">
      <ResultPanel
        kind="error"
        title={t('sso.refusedTitle')}
        link={{ route: 'login', label: t('sso.normalLogin') }}
        testId="sso-refused"
      >
        {step.message}
      </ResultPanel>
      <Anchor component={Link} to={pathFor('acceso')} reloadDocument size="sm">
        {t('sso.retry')}
      </Anchor>
    </Stack>
  );
}

/** Where /acceso starts: the button to the university's sign-in page, or "not set up". */
function SsoStartPanel() {
  const { t } = useTranslation('accounts');
  const status = useSsoStatus();
  const start = useStartSso();
  const [error, setError] = useState<string | null>(null);
  return (
    <RecordState query={status}>
      {(data) =>
        data.configurado ? (
          <Stack gap="md">
            <Text>{t('sso.intro')}</Text>
            <Button
              style={{ alignSelf: 'flex-start' }}
              loading={start.isPending}
              data-testid="sso-start"
              onClick={() => {
                setError(null);
                start.mutate(undefined, {
                  onSuccess: (started) => {
                    if (started.url !== null) {
                      window.location.assign(started.url);
                    }
                  },
                  onError: (failure) => {
                    setError(messageOf(failure, t('sso.notConfigured')));
                  },
                });
              }}
            >
              {t('sso.start')}
            </Button>
            {error !== null && (
              <Text c="red.8" role="alert" size="sm">
                {error}
              </Text>
            )}
            <Anchor component={Link} to={pathFor('login')} size="sm">
              {t('sso.normalLogin')}
            </Anchor>
          </Stack>
        ) : (
          <ResultPanel
            kind="error"
            title={t('sso.notConfiguredTitle')}
            link={{ route: 'login', label: t('sso.normalLogin') }}
            testId="sso-not-configured"
          >
            {t('sso.notConfigured')}
          </ResultPanel>
        )
      }
    </RecordState>
  );
}

/**
 * /acceso: sign-in with the university account. A plain visit offers the button (or
 * says single sign-on is not set up, with a link to the normal login); the provider's answer
 * comes back here, leaves the address bar at once and is posted as `respuesta`.
 */
export default function SsoPage() {
  const [answer] = useState(takeProviderAnswer);
  if (answer !== null && answer.returnTo !== null) {
    // Started for another page (a survey): the answer goes there, in memory, to be posted once.
    forgetProviderAnswer();
    return <Navigate to={answer.returnTo} replace state={{ ssoRespuesta: answer.respuesta }} />;
  }
  return (
    <PageFrame size="xs">
      {answer === null ? <SsoStartPanel /> : <SsoAnswer respuesta={answer.respuesta} />}
    </PageFrame>
  );
}
