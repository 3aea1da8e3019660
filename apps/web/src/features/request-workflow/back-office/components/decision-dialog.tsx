import {
  Button,
  Fieldset,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  changeApprovalFields,
  staffChangeDecisionSchemaFor,
  staffDecisionBodySchema,
  type StaffChangeRequest,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { submitWithServerErrors, useFieldProps } from '../../../../lib/form-submit.ts';
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
  /** A company change request: its approval sets what the kind changes on the internship. */
  change?: StaffChangeRequest;
}

/** dd/mm/yyyy (as the lists show it) → YYYY-MM-DD (what a date input takes). */
const isoOf = (day: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
  return m ? `${m[3] ?? ''}-${m[2] ?? ''}-${m[1] ?? ''}` : day;
};

/**
 * The detail of a request with the decision: approve (a reason is optional) or reject (a reason
 * is required, the requester reads it). Both notify the requester by notification and mail. For a
 * company change request the approval also says what changes on the internship — the new end
 * date (extension, early end) or the new company tutor — prefilled with the current values; the
 * server's field errors (e.g. a date not after the current end) show on those fields.
 */
export function DecisionDialog({
  kind,
  id,
  title,
  canDecide,
  children,
  onClose,
  onDecided,
  change,
}: DecisionDialogProps) {
  const { t } = useTranslation('staffRequests');
  const decide = useDecide(kind);
  const resolve = schemaResolver(
    change ? staffChangeDecisionSchemaFor(change.accion) : staffDecisionBodySchema,
    { sync: true },
  );
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      idSolicitud: id ?? 0,
      decision: 'aprobada' as 'aprobada' | 'rechazada',
      motivo: '',
      nuevaFechaFin: change ? isoOf(change.fechaFin) : '',
      tutorNombre: change?.tutor ?? '',
      tutorEmail: change?.tutorEmail ?? '',
    },
    // A rejection does not look at the approval's fields.
    validate: (values) =>
      resolve(
        values.decision === 'aprobada'
          ? values
          : { ...values, nuevaFechaFin: '', tutorNombre: '', tutorEmail: '' },
      ),
  });
  const approvalFields: readonly string[] = change ? changeApprovalFields[change.accion] : [];
  /** The body: the shared decision, plus the approval's fields of a change request's kind. */
  const bodyOf = (values: typeof form.values) => {
    const { nuevaFechaFin, tutorNombre, tutorEmail, ...decision } = values;
    const extra = { nuevaFechaFin, tutorNombre, tutorEmail };
    return {
      ...decision,
      idSolicitud: id ?? 0,
      ...Object.fromEntries(
        Object.entries(extra).filter(
          ([campo]) => values.decision === 'aprobada' && approvalFields.includes(campo),
        ),
      ),
    };
  };
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
              decide.mutate(bodyOf(values), {
                onSuccess: () => {
                  form.reset();
                  onDecided(values.decision);
                },
                onError,
              });
            })}
          >
            <Stack gap="sm">
              {change && approvalFields.length > 0 && (
                <Fieldset
                  legend={t(`approval.legend.${change.accion}`)}
                  variant="unstyled"
                  data-testid="approval-fields"
                >
                  <SimpleGrid cols={{ base: 1, sm: approvalFields.length }}>
                    {approvalFields.includes('nuevaFechaFin') && (
                      <TextInput
                        type="date"
                        label={t('approval.newEnd')}
                        description={t('approval.currentEnd', { date: change.fechaFin })}
                        withAsterisk
                        {...field('nuevaFechaFin')}
                        data-testid="approval-end"
                      />
                    )}
                    {approvalFields.includes('tutorNombre') && (
                      <TextInput
                        label={t('approval.tutorName')}
                        withAsterisk
                        maxLength={150}
                        autoComplete="off"
                        {...field('tutorNombre')}
                        data-testid="approval-tutor-name"
                      />
                    )}
                    {approvalFields.includes('tutorEmail') && (
                      <TextInput
                        type="email"
                        label={t('approval.tutorEmail')}
                        withAsterisk
                        autoComplete="off"
                        {...field('tutorEmail')}
                        data-testid="approval-tutor-email"
                      />
                    )}
                  </SimpleGrid>
                </Fieldset>
              )}
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
