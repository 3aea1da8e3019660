import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ApplicationState,
  Codes,
  offerStates,
  pathFor,
  statusMessage,
  type OfferSheet,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearBanner, showStatus } from '../../../lib/error-store.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useApplicationStateName } from '../../../lib/application-state-names.ts';
import { useApplyToOffer } from '../api/apply-to-offer.ts';
import { creditsWarningQueryOptions } from '../api/get-credits-warning.ts';
import { cvCompletenessQueryOptions } from '../api/get-cv-completeness.ts';
import { useWithdrawFromOffer } from '../api/withdraw-from-offer.ts';
import { applyRefusalOf, type ApplyRefusal } from '../lib/apply-refusal.ts';
import { AdhesionPrompt } from './adhesion-prompt.tsx';
import { RequiredDocuments } from './required-documents.tsx';

type InlineRefusal = Extract<ApplyRefusal, { kind: 'documents' | 'adhesion' }>;

/**
 * My application on the offer: apply (inscribirse) with the credits warning first for
 * internships, the refusals of 001 §8 (11 and 91 answered here, the rest in the banner), and
 * withdraw (desinscribirse) with a confirmation. A click while a call runs does nothing.
 */
export function ApplyPanel({ offer }: { offer: OfferSheet }) {
  const { t } = useTranslation('offers');
  const stateName = useApplicationStateName();
  const queryClient = useQueryClient();
  const apply = useApplyToOffer();
  const withdraw = useWithdrawFromOffer();
  const busy = useRef(false);
  const [checking, setChecking] = useState(false);
  const [creditsWarning, setCreditsWarning] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<InlineRefusal | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  // 534 after applying with recommended CV data missing (540 blocks before applying).
  const [cvPrompt, setCvPrompt] = useState(false);
  const cvIncomplete = useRef(false);

  const mine = offer.candidatura;
  const live = mine !== null && mine.idEstado !== ApplicationState.WITHDRAWN;
  const open = offer.idEstado === offerStates.ACTIVE;
  const pending = checking || apply.isPending;

  const send = () => {
    if (busy.current) {
      return;
    }
    busy.current = true;
    clearBanner();
    apply.mutate(offer.urlAcceso, {
      onSuccess: () => {
        setRefusal(null);
        showStatus(Codes.APPLICATION_REGISTERED);
        setCvPrompt(cvIncomplete.current);
      },
      onError: (error) => {
        const answer = applyRefusalOf(error);
        if (answer.kind === 'unexpected') {
          showCallError(error);
        } else if (answer.kind === 'banner') {
          setRefusal(null);
          showStatus(answer.code, answer.serverMessage, answer.params);
        } else {
          setRefusal(answer);
        }
      },
      onSettled: () => {
        busy.current = false;
      },
    });
  };

  /**
   * 540: with required CV data missing the candidate is sent to complete the CV first; 534
   * (something recommended missing) is shown after applying. A CV that cannot be read does not
   * block: the server checks the application itself.
   */
  const cvAllowsApplying = async (): Promise<boolean> => {
    busy.current = true;
    setChecking(true);
    try {
      const completeness = await queryClient.query(cvCompletenessQueryOptions());
      cvIncomplete.current = completeness.faltan.length > 0;
      if (!completeness.obligatoriosCompletos) {
        showStatus(Codes.COMPLETE_YOUR_CV_TO_APPLY);
        return false;
      }
      return true;
    } catch {
      cvIncomplete.current = false;
      return true;
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  const start = async () => {
    if (busy.current) {
      return;
    }
    clearBanner();
    setCvPrompt(false);
    if (!(await cvAllowsApplying())) {
      return;
    }
    if (offer.familia !== 'empleo') {
      busy.current = true;
      setChecking(true);
      try {
        const warning = await queryClient.query(creditsWarningQueryOptions(offer.urlAcceso));
        if (warning.aviso) {
          setCreditsWarning(
            warning.mensaje ?? statusMessage(Codes.NOT_ENOUGH_CREDITS, currentLanguage()).cuerpo,
          );
          return;
        }
      } catch {
        // The query cache has shown the failure in the banner.
        return;
      } finally {
        busy.current = false;
        setChecking(false);
      }
    }
    send();
  };

  const creditsTitle = statusMessage(Codes.NOT_ENOUGH_CREDITS, currentLanguage()).titulo;
  const cvPromptText = statusMessage(Codes.COMPLETE_YOUR_CV, currentLanguage());

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="apply-title"
      data-testid="apply-panel"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="apply-title">
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
                <Button
                  variant="default"
                  onClick={() => {
                    setConfirmWithdraw(true);
                  }}
                  loading={withdraw.isPending}
                >
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
            {open && refusal === null ? (
              <Group>
                <Button
                  onClick={() => {
                    void start();
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
        {cvPrompt && (
          <Alert color="orange" variant="light" title={cvPromptText.titulo} data-testid="cv-prompt">
            <Stack gap="xs">
              <Text size="sm">{cvPromptText.cuerpo}</Text>
              <Anchor
                component={Link}
                to={pathFor('cv')}
                size="sm"
                fw={600}
                c="inherit"
                underline="always"
              >
                {cvPromptText.btn_text}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {refusal?.kind === 'documents' && (
          <RequiredDocuments documents={refusal.documents} onRetry={send} retrying={pending} />
        )}
        {refusal?.kind === 'adhesion' && (
          <AdhesionPrompt
            idPrograma={refusal.idPrograma}
            urlPrograma={refusal.urlPrograma}
            onRetry={send}
            retrying={pending}
          />
        )}
      </Stack>

      <Modal
        opened={creditsWarning !== null}
        onClose={() => {
          setCreditsWarning(null);
        }}
        title={creditsTitle}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{creditsWarning}</Text>
          <Text size="sm">{t('apply.creditsQuestion')}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setCreditsWarning(null);
              }}
            >
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                setCreditsWarning(null);
                send();
              }}
            >
              {t('apply.anyway')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={confirmWithdraw}
        onClose={() => {
          setConfirmWithdraw(false);
        }}
        title={t('withdraw.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('withdraw.confirmBody', { titulo: offer.titulo })}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setConfirmWithdraw(false);
              }}
            >
              {t('common.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={withdraw.isPending}
              onClick={() => {
                if (withdraw.isPending) {
                  return;
                }
                clearBanner();
                withdraw.mutate(offer.urlAcceso, {
                  onSuccess: () => {
                    showStatus(Codes.APPLICATION_WITHDRAWN);
                  },
                  onSettled: () => {
                    setConfirmWithdraw(false);
                  },
                });
              }}
            >
              {t('withdraw.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
