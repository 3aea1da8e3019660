import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { rejectPreEnrolmentFormSchema, validationMessages } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { itemText } from '../../../lib/reference-lists.ts';
import { useRejectionReasons } from '../api/get-rejection-reasons.ts';

interface RejectPreEnrolmentModalProps {
  opened: boolean;
  title: string;
  pending: boolean;
  onClose: () => void;
  onReject: (idMotivo: number) => void;
}

/**
 * Rejecting a pre-enrolment needs a reason of tipoMotivoCambioEstadoCandidatura for state 17
 *; the error appears after the first submit.
 */
export function RejectPreEnrolmentModal({
  opened,
  title,
  pending,
  onClose,
  onReject,
}: RejectPreEnrolmentModalProps) {
  const { t, i18n } = useTranslation('applications');
  const reasons = useRejectionReasons(opened);
  const form = useForm({
    mode: 'controlled',
    initialValues: { idMotivo: '' },
    validate: schemaResolver(rejectPreEnrolmentFormSchema, { sync: true }),
  });
  const message = (error: unknown): string | null =>
    error === validationMessages.required.mensaje
      ? t('validation.required')
      : typeof error === 'string'
        ? error
        : null;

  return (
    <Modal
      opened={opened}
      onClose={() => {
        form.reset();
        onClose();
      }}
      title={t('preEnrolment.rejectTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      centered
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          onReject(Number(values.idMotivo));
        })}
      >
        <Stack gap="md">
          <Text>{t('preEnrolment.rejectIntro', { title })}</Text>
          <Select
            label={t('preEnrolment.reason')}
            placeholder={t('preEnrolment.reasonPlaceholder')}
            data={(reasons.data ?? []).map((r) => ({
              value: String(r.idMotivo),
              label: itemText(r, i18n.language),
            }))}
            required
            allowDeselect={false}
            data-testid="reject-reason"
            key={form.key('idMotivo')}
            value={form.values.idMotivo === '' ? null : form.values.idMotivo}
            onChange={(value: string | null) => {
              form.setFieldValue('idMotivo', value ?? '');
            }}
            error={message(form.errors.idMotivo)}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                onClose();
              }}
            >
              {t('preEnrolment.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={pending} data-testid="reject-submit">
              {t('preEnrolment.rejectConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
