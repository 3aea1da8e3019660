import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Refusing an adhesion to a programme (a student's or a company's) asks for the reason, which the
 * applicant reads; the dialog stays open with the server's refusal until the decision is saved.
 */
export function RejectAdhesionModal(props: {
  opened: boolean;
  onClose: () => void;
  help: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  reasonError: string | undefined;
  pending: boolean;
  onConfirm: () => void;
  /** `adhesion` or `company-adhesion`: the test ids of the reason and the confirm button. */
  testPrefix: string;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('adhesions.rejectTitle')}
    >
      <Stack>
        <Text>{props.help}</Text>
        <Textarea
          label={t('adhesions.reason')}
          value={props.reason}
          onChange={(e) => {
            props.onReasonChange(e.currentTarget.value);
          }}
          error={props.reasonError}
          autosize
          minRows={3}
          required
          data-testid={`${props.testPrefix}-reason`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={props.pending}
            onClick={props.onConfirm}
            data-testid={`${props.testPrefix}-reject-confirm`}
          >
            {t('adhesions.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
