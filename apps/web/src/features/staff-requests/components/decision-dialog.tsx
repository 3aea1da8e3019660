import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { staffDecisionBodySchema } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { useDecide, type RequestKind } from '../api/staff-requests.ts';

interface DecisionDialogProps {
  kind: RequestKind;
  /** The request shown, or null when closed. */
  id: number | null;
  title: string;
  canDecide: boolean;
  children: ReactNode;
  onClose: () => void;
  onDecided: (decision: 'aprobada' | 'rechazada') => void;
}

/**
 * The detail of a request with the decision: approve (a reason is optional) or reject (a reason
 * is required, the requester reads it). Both notify the requester by notification and mail.
 */
export function DecisionDialog({
  kind,
  id,
  title,
  canDecide,
  children,
  onClose,
  onDecided,
}: DecisionDialogProps) {
  const { t } = useTranslation('staffRequests');
  const decide = useDecide(kind);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      idSolicitud: id ?? 0,
      decision: 'aprobada' as 'aprobada' | 'rechazada',
      motivo: '',
    },
    validate: schemaResolver(staffDecisionBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);
  const close = () => {
    form.reset();
    onClose();
  };
  const submitAs = (decision: 'aprobada' | 'rechazada') => () => {
    form.setFieldValue('decision', decision);
  };
  return (
    <Modal
      opened={id !== null}
      onClose={close}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        {children}
        {canDecide && (
          <form
            noValidate
            data-testid="decision-form"
            onSubmit={submitWithServerErrors(form, (values, onError) => {
              decide.mutate(
                { ...values, idSolicitud: id ?? 0 },
                {
                  onSuccess: () => {
                    form.reset();
                    onDecided(values.decision);
                  },
                  onError,
                },
              );
            })}
          >
            <Stack gap="sm">
              <Textarea
                label={t('decision.reason')}
                description={t('decision.reasonHint')}
                autosize
                minRows={3}
                maxLength={1000}
                {...field('motivo')}
                data-testid="decision-reason"
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} disabled={decide.isPending}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  type="submit"
                  color="red"
                  variant="light"
                  loading={decide.isPending && form.values.decision === 'rechazada'}
                  onClick={submitAs('rechazada')}
                  data-testid="decision-reject"
                >
                  {t('decision.reject')}
                </Button>
                <Button
                  type="submit"
                  loading={decide.isPending && form.values.decision === 'aprobada'}
                  onClick={submitAs('aprobada')}
                  data-testid="decision-approve"
                >
                  {t('decision.approve')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
