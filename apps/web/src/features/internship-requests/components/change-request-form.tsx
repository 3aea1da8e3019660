import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CHANGE_REQUEST_MAX,
  internshipActionBodySchema,
  internshipActions,
  type CompanyInternship,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { useRequestInternshipAction } from '../api/internship-requests.ts';

interface Values {
  idPractica: number;
  accion: string;
  descripcion: string;
}

interface ChangeRequestFormProps {
  internship: CompanyInternship | null;
  onClose: () => void;
  onSent: (internship: CompanyInternship) => void;
}

/**
 * Asks the careers office for a change on one internship: the kind and a description. One dialog
 * for every internship, kept mounted, so that closing it gives the focus back to the button that
 * opened it; its form starts afresh for each internship.
 */
export function ChangeRequestForm({ internship, onClose, onSent }: ChangeRequestFormProps) {
  const { t } = useTranslation('internshipRequests');
  return (
    <Modal
      opened={internship !== null}
      onClose={onClose}
      title={t('form.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {internship !== null && (
        <ChangeRequestFields
          key={internship.idPractica}
          internship={internship}
          onCancel={onClose}
          onSent={onSent}
        />
      )}
    </Modal>
  );
}

function ChangeRequestFields({
  internship,
  onCancel,
  onSent,
}: {
  internship: CompanyInternship;
  onCancel: () => void;
  onSent: (internship: CompanyInternship) => void;
}) {
  const { t } = useTranslation('internshipRequests');
  const send = useRequestInternshipAction();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { idPractica: internship.idPractica, accion: '', descripcion: '' },
    validate: schemaResolver(internshipActionBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);
  return (
    <form
      noValidate
      data-testid="change-request-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        send.mutate(internshipActionBodySchema.parse(values), {
          onSuccess: () => {
            onSent(internship);
          },
          onError,
        });
      })}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('form.internship', {
            title: internship.titulo,
            student: `${internship.alumno.nombre} ${internship.alumno.apellidos}`,
          })}
        </Text>
        <Select
          label={t('form.action')}
          required
          data-autofocus
          data={internshipActions.map((value) => ({ value, label: t(`actions.${value}`) }))}
          {...field('accion')}
          value={form.values.accion === '' ? null : form.values.accion}
          onChange={(value: string | null) => {
            form.setFieldValue('accion', value ?? '');
          }}
          data-testid="change-request-action"
        />
        <Textarea
          label={t('form.description')}
          description={t('form.descriptionHint', { max: CHANGE_REQUEST_MAX })}
          required
          autosize
          minRows={4}
          maxLength={CHANGE_REQUEST_MAX}
          {...field('descripcion')}
          data-testid="change-request-description"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={send.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} data-testid="change-request-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
