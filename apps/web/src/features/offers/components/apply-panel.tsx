import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ApplicationState,
  Codes,
  offerStates,
  pathFor,
  statusMessage,
  type OfferSheet,
} from '@portal/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationStateName } from '../../../lib/application-state-names.ts';
import { useFocusAfterChange } from '../../../lib/focus-after-change.ts';
import { useCurrentLanguage } from '../../../lib/i18n.ts';
import { useApplyFlow } from '../lib/use-apply-flow.ts';
import { useWithdrawFlow } from '../lib/use-withdraw-flow.ts';
import { AdhesionPrompt } from './adhesion-prompt.tsx';
import { CreditsWarningModal, CvPrompt, WithdrawConfirmModal } from './apply-dialogs.tsx';
import { RequiredDocuments } from './required-documents.tsx';

/** Why a candidate the academic record does not know cannot apply here. */
function UniversityOnly() {
  const message = statusMessage(Codes.NOT_VERIFIED_CANDIDATE, useCurrentLanguage());
  return (
    <Alert color="blue" variant="light" title={message.titulo} data-testid="apply-university-only">
      {message.cuerpo}
    </Alert>
  );
}

/**
 * My application on the offer: apply (inscribirse) with the credits warning first for
 * internships, the refusals of the spec (11 and 91 answered here, the rest in the banner), and
 * withdraw (desinscribirse) with a confirmation. A click while a call runs does nothing.
 */
export function ApplyPanel({ offer }: { offer: OfferSheet }) {
  const { t } = useTranslation('offers');
  const stateName = useApplicationStateName();
  const apply = useApplyFlow(offer);
  const withdraw = useWithdrawFlow(offer);
  const { refusal, pending } = apply;

  const mine = offer.candidatura;
  const live = mine !== null && mine.idEstado !== ApplicationState.WITHDRAWN;
  const open = offer.idEstado === offerStates.ACTIVE;
  // Applying or withdrawing replaces the button that had the focus: the panel takes it.
  const panel = useRef<HTMLHeadingElement>(null);
  useFocusAfterChange(panel, live);

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="apply-title"
      data-testid="apply-panel"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="apply-title" ref={panel} tabIndex={-1}>
          {t('apply.title')}
        </Title>
        {live ? (
          <>
            <Text data-testid="application-state">
              {t('apply.state')}{' '}
              <Anchor
                component={Link}
                to={pathFor('ficha_candidatura', { id: String(mine.idCandidatura) })}
                fw={700}
              >
                {stateName(mine.idEstado, mine.estado)}
              </Anchor>
            </Text>
            {mine.preinscripcion && (
              <Text size="sm">
                {t('apply.preEnrolment')}{' '}
                <Anchor
                  component={Link}
                  to={pathFor('ficha_candidatura', { id: String(mine.idCandidatura) })}
                >
                  {t('apply.answerPreEnrolment')}
                </Anchor>
              </Text>
            )}
            {mine.puedeRetirarse ? (
              <Group>
                <Button variant="default" onClick={withdraw.ask} loading={withdraw.pending}>
                  {t('withdraw.button')}
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('withdraw.processed')}
              </Text>
            )}
          </>
        ) : (
          <>
            <Text size="sm">
              {mine === null ? t('apply.notApplied') : t('apply.withdrawnBefore')}
            </Text>
            {open && offer.soloDeLaUniversidad ? (
              // Said before the click rather than refused after it (120).
              <UniversityOnly />
            ) : open && refusal === null ? (
              <Group>
                <Button
                  onClick={() => {
                    void apply.start();
                  }}
                  loading={pending}
                  disabled={pending}
                  data-testid="apply-button"
                >
                  {t('apply.button')}
                </Button>
              </Group>
            ) : open ? null : (
              <Text size="sm" c="dimmed">
                {t('apply.closed')}
              </Text>
            )}
          </>
        )}
        {apply.cvPrompt && <CvPrompt />}
        {refusal?.kind === 'documents' && (
          <RequiredDocuments
            documents={refusal.documents}
            onRetry={apply.send}
            retrying={pending}
          />
        )}
        {refusal?.kind === 'adhesion' && (
          <AdhesionPrompt
            idPrograma={refusal.idPrograma}
            urlPrograma={refusal.urlPrograma}
            onRetry={apply.send}
            retrying={pending}
          />
        )}
      </Stack>

      <CreditsWarningModal
        warning={apply.creditsWarning}
        onCancel={apply.dismissCreditsWarning}
        onApply={() => {
          apply.dismissCreditsWarning();
          apply.send();
        }}
      />

      <WithdrawConfirmModal
        offer={offer}
        opened={withdraw.confirming}
        pending={withdraw.pending}
        onCancel={withdraw.cancel}
        onConfirm={withdraw.confirm}
      />
    </Paper>
  );
}
