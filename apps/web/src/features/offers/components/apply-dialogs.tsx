import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Codes, pathFor, statusMessage, type OfferSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';

/** The credits warning of an internship (before applying): cancel, or apply anyway. */
export function CreditsWarningModal({
  warning,
  onCancel,
  onApply,
}: {
  warning: string | null;
  onCancel: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation('offers');
  return (
    <Modal
      opened={warning !== null}
      onClose={onCancel}
      title={statusMessage(Codes.NOT_ENOUGH_CREDITS, currentLanguage()).titulo}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{warning}</Text>
        <Text size="sm">{t('apply.creditsQuestion')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onApply}>{t('apply.anyway')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 534 after applying: recommended CV data is missing; a link to the CV. */
export function CvPrompt() {
  const text = statusMessage(Codes.COMPLETE_YOUR_CV, currentLanguage());
  return (
    <Alert color="orange" variant="light" title={text.titulo} data-testid="cv-prompt">
      <Stack gap="xs">
        <Text size="sm">{text.cuerpo}</Text>
        <Anchor
          component={Link}
          to={pathFor('cv')}
          size="sm"
          fw={600}
          c="inherit"
          underline="always"
        >
          {text.btn_text}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The confirmation of withdrawing from the offer. */
export function WithdrawConfirmModal({
  offer,
  opened,
  pending,
  onCancel,
  onConfirm,
}: {
  offer: OfferSheet;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('offers');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('withdraw.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('withdraw.confirmBody', { titulo: offer.titulo })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {t('withdraw.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
