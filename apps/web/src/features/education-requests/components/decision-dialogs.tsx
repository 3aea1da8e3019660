import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  educationAcceptBodySchema,
  educationRejectBodySchema,
  type EducationRequest,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { useAcceptRequest, useRejectRequest } from '../api/education-requests.ts';

interface DialogProps {
  request: EducationRequest;
  opened: boolean;
  onClose: () => void;
}

/**
 * Accepting takes one of the centre's places and sends the request to the office, so it is
 * confirmed here, and the centre names the tutor the placement needs (a student's request has
 * none). `onFull` is told when no place is left (81).
 */
export function AcceptDialog({
  request,
  opened,
  onClose,
  onFull,
}: DialogProps & { onFull: () => void }) {
  const { t } = useTranslation('educationRequests');
  // The dialog stays mounted, so closing it gives the focus back to the button that opened it;
  // its form starts afresh at each opening.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sheet.acceptTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {opened && <AcceptForm request={request} onClose={onClose} onFull={onFull} />}
    </Modal>
  );
}

function AcceptForm({
  request,
  onClose,
  onFull,
}: Omit<DialogProps, 'opened'> & { onFull: () => void }) {
  const { t } = useTranslation('educationRequests');
  const accept = useAcceptRequest();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      idSolicitud: request.idSolicitud,
      tutorNombre: request.tutorNombre ?? '',
      tutorEmail: request.tutorEmail ?? '',
    },
    validate: schemaResolver(educationAcceptBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);
  return (
    <form
      noValidate
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        accept.mutate(values, {
          onSuccess: onClose,
          onError: (error) => {
            if (isApiError(error) && error.status === 81) {
              onClose();
              onFull();
              return;
            }
            onError(error);
          },
        });
      })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('sheet.acceptIntro')}</Text>
        <TextInput
          label={t('form.tutorName')}
          required
          data-autofocus
          autoComplete="name"
          maxLength={150}
          {...field('tutorNombre')}
          data-testid="education-accept-tutor"
        />
        <TextInput
          type="email"
          label={t('form.tutorEmail')}
          autoComplete="email"
          {...field('tutorEmail')}
          data-testid="education-accept-tutor-email"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={accept.isPending} data-testid="education-accept-confirm">
            {t('sheet.acceptConfirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rejecting asks for the reason the student will read. */
export function RejectDialog({ request, opened, onClose }: DialogProps) {
  const { t } = useTranslation('educationRequests');
  const reject = useRejectRequest();
  const form = useForm({
    mode: 'controlled',
    initialValues: { idSolicitud: request.idSolicitud, motivo: '' },
    validate: schemaResolver(educationRejectBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sheet.rejectTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        onSubmit={submitWithServerErrors(form, (values, onError) => {
          reject.mutate(values, { onSuccess: onClose, onError });
        })}
      >
        <Stack gap="sm">
          <Textarea
            label={t('sheet.reason')}
            description={t('sheet.reasonHint')}
            required
            data-autofocus
            autosize
            minRows={3}
            maxLength={1000}
            {...field('motivo')}
            data-testid="education-reject-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red.9"
              loading={reject.isPending}
              data-testid="education-reject-confirm"
            >
              {t('sheet.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
