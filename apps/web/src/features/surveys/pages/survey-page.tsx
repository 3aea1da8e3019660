import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Codes, pathFor } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useSurveyDefinition } from '../api/survey-answers.ts';
import { useAcceptSurveyPrivacy, useSurveyAccess } from '../api/survey-access.ts';
import { SurveyPrivacyStep } from '../components/survey-privacy-step.tsx';
import { SurveyRunner } from '../components/survey-runner.tsx';
import {
  forgetSurveyAccess,
  readSurveyAccess,
  storeSurveyAccess,
  type StoredSurveyAccess,
} from '../lib/survey-session.ts';
import { useTitleSubject } from '../../../lib/document-title.ts';
import { useFocusAfterChange } from '../../../lib/focus-after-change.ts';

type Outcome = 'sent' | 'answered' | null;

/**
 * `/encuestas/{id}` (optionally `?{invitation token}`): finds the way in (invitation link, the
 * survey token stored by the access page, or the portal session of a user in the audience, else
 * the access page), the privacy step when a text comes, then the questions and the thank-you.
 */
export default function SurveyPage() {
  const { t } = useTranslation('surveys');
  const { id = '' } = useParams();
  const { search } = useLocation();
  const session = useSession();
  const querystring = search.replace(/^\?/, '');
  const [stored, setStored] = useState<StoredSurveyAccess | null>(() => readSurveyAccess(id));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const access = useSurveyAccess(id, querystring);
  const invitationToken = access.data?.token ?? null;

  // A valid invitation link replaces whatever token this tab had for the survey.
  useEffect(() => {
    if (invitationToken !== null) {
      storeSurveyAccess(id, {
        token: invitationToken,
        textoCortoRGPD: null,
        linkExternoRGPD: null,
      });
    }
  }, [id, invitationToken]);

  const token = invitationToken ?? stored?.token ?? null;
  const usePortal = token === null && session !== null;
  const pendingText = invitationToken === null ? (stored?.textoCortoRGPD ?? null) : null;
  const privacyPending = pendingText !== null;
  const canLoad = access.isSuccess && (token !== null || usePortal) && !privacyPending;
  const definition = useSurveyDefinition(id, token, canLoad && outcome === null);
  const acceptPrivacy = useAcceptSurveyPrivacy();
  useTitleSubject(definition.data?.encuesta.titulo);
  // Sending replaces the form, and the button that had the focus, with the thanks.
  const thanks = useRef<HTMLDivElement>(null);
  useFocusAfterChange(thanks, outcome);

  if (outcome !== null) {
    return (
      <PageFrame>
        <Stack gap="md" data-testid="survey-thanks" ref={thanks} tabIndex={-1}>
          <Alert variant="light" color="green" title={t('thanks.title')}>
            {outcome === 'sent' ? t('thanks.body') : t('thanks.already')}
          </Alert>
          {session !== null && (
            <Group>
              <Button component={Link} to={pathFor('home')}>
                {t('thanks.home')}
              </Button>
              <Anchor component={Link} to={pathFor('encuestas')}>
                {t('thanks.list')}
              </Anchor>
            </Group>
          )}
        </Stack>
      </PageFrame>
    );
  }

  if (access.isPending) {
    return <PageLoader />;
  }
  if (access.isError) {
    return <Unavailable error={access.error} id={id} />;
  }
  if (token === null && session === null) {
    return <Navigate to={pathFor('acceso_encuesta', { id })} replace />;
  }
  if (stored !== null && pendingText !== null) {
    return (
      <PageFrame>
        <SurveyPrivacyStep
          text={pendingText}
          link={stored.linkExternoRGPD}
          loading={acceptPrivacy.isPending}
          onAccept={() => {
            acceptPrivacy.mutate(stored.token, {
              onSuccess: ({ token: fresh }) => {
                const next = { token: fresh, textoCortoRGPD: null, linkExternoRGPD: null };
                storeSurveyAccess(id, next);
                setStored(next);
              },
            });
          }}
        />
      </PageFrame>
    );
  }
  if (definition.isPending) {
    return <PageLoader />;
  }
  if (definition.isError) {
    const error = definition.error;
    if (isApiError(error) && error.status === Codes.SURVEY_ALREADY_ANSWERED) {
      return (
        <PageFrame>
          <Alert
            variant="light"
            color="green"
            title={t('thanks.title')}
            data-testid="survey-thanks"
          >
            {t('thanks.already')}
          </Alert>
        </PageFrame>
      );
    }
    if (isApiError(error) && error.status === Codes.SESSION_LOST && token !== null) {
      forgetSurveyAccess(id);
      return <Navigate to={pathFor('acceso_encuesta', { id })} replace />;
    }
    return <Unavailable error={error} id={id} />;
  }

  return (
    <PageFrame>
      <Stack gap="xs">
        <Title order={2} size="h3" data-testid="survey-title">
          {definition.data.encuesta.titulo}
        </Title>
        {definition.data.encuesta.descripcion !== '' && (
          <Text>{definition.data.encuesta.descripcion}</Text>
        )}
      </Stack>
      <SurveyRunner
        definition={definition.data}
        token={token}
        onSent={() => {
          forgetSurveyAccess(id);
          setOutcome('sent');
        }}
        onAlreadyAnswered={() => {
          forgetSurveyAccess(id);
          setOutcome('answered');
        }}
      />
    </PageFrame>
  );
}

/** 35, 38, 42…: the catalogue's words for why the survey cannot be answered. */
function Unavailable({ error, id }: { error: unknown; id: string }) {
  const { t } = useTranslation('surveys');
  const message = isApiError(error) && error.mensaje ? error.mensaje : t('survey.unavailableBody');
  return (
    <PageFrame title={t('survey.unavailableTitle')}>
      <Stack gap="md">
        <Alert variant="light" color="orange" data-testid="survey-unavailable">
          {message}
        </Alert>
        <Anchor component={Link} to={pathFor('acceso_encuesta', { id })}>
          {t('survey.otherAccess')}
        </Anchor>
      </Stack>
    </PageFrame>
  );
}
