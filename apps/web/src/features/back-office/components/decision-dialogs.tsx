import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  staffRejectOfferBodySchema,
  validationMessages,
  type StaffOfferItem,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useRejectOffer, useValidateOffer } from '../../../lib/queries/staff-decisions.ts';

interface DialogProps {
  offer: StaffOfferItem | null;
  onClose: () => void;
  onDone: (offer: StaffOfferItem) => void;
}

/** Confirms the validation: the offer becomes visible to candidates and the company is told. */
export function ValidateDialog({ offer, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('staff');
  const validate = useValidateOffer();
  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      title={t('validate.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text mb="lg">{t('validate.body', { title: offer?.titulo ?? '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={validate.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          loading={validate.isPending}
          data-testid="validate-confirm"
          onClick={() => {
            if (offer === null) {
              return;
            }
            validate.mutate(offer.idOferta, {
              onSuccess: () => {
                onDone(offer);
              },
            });
          }}
        >
          {t('validate.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

const validateReason = schemaResolver(staffRejectOfferBodySchema, { sync: true });
const messageCodes = new Map<string, string>(
  Object.values(validationMessages).map(({ codigo, mensaje }) => [mensaje, codigo]),
);

/** Asks for the reason the company will read (3–1000 characters) before rejecting. */
export function RejectDialog({ offer, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('staff');
  // The dialog shows a refusal itself: a too short reason by the field, anything else in the banner.
  const reject = useRejectOffer({ errorBanner: false });
  const form = useForm({
    mode: 'controlled',
    initialValues: { motivo: '' },
    validate: (values) => validateReason({ ...values, idOferta: offer?.idOferta ?? 0 }),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const error = form.errors.motivo;
  const code = typeof error === 'string' ? messageCodes.get(error) : undefined;
  const errorText =
    code === 'required'
      ? t('reject.required')
      : code === 'min_length'
        ? t('reject.tooShort')
        : code === 'max_length'
          ? t('reject.tooLong')
          : (error ?? null);

  return (
    <Modal
      opened={offer !== null}
      onClose={close}
      title={t('reject.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => {
            if (offer === null) {
              return;
            }
            reject.mutate(
              { idOferta: offer.idOferta, motivo: values.motivo.trim() },
              {
                onSuccess: () => {
                  form.reset();
                  onDone(offer);
                },
                onError: (failure) => {
                  if (isApiError(failure) && failure.httpStatus === 400) {
                    form.setFieldError('motivo', t('reject.tooShort'));
                    return;
                  }
                  showCallError(failure);
                },
              },
            );
          },
          () => {
            document.getElementById('reject-reason')?.focus();
          },
        )}
      >
        <Stack gap="md">
          <Text>{t('reject.body', { title: offer?.titulo ?? '' })}</Text>
          <Textarea
            id="reject-reason"
            label={t('reject.reason')}
            description={t('reject.reasonHint')}
            required
            autosize
            minRows={3}
            maxRows={10}
            data-autofocus
            {...form.getInputProps('motivo')}
            error={errorText}
            data-testid="reject-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={reject.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red.9"
              loading={reject.isPending}
              data-testid="reject-confirm"
            >
              {t('reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
