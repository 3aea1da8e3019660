import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  educationRequestBodySchema,
  type CheckedStudent,
  type EducationRequest,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldErrorText } from '../../../lib/field-error-text.ts';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { useCheckDni, useCreateCentreRequest } from '../api/education-requests.ts';
import { emptyPlacement, PlacementFields, type PlacementValues } from './placement-fields.tsx';

type Values = PlacementValues & { dni: string };

/**
 * A centre requests a student: first the identity document is checked (compruebaDNIalumno, 509
 * when nobody has it), then stage, dates and tutor are sent (solicitudPractica, 528; 81 when the
 * centre has no place left).
 */
export function NewRequestForm({ onCreated }: { onCreated: (request: EducationRequest) => void }) {
  const { t, i18n } = useTranslation('educationRequests');
  const check = useCheckDni();
  const create = useCreateCentreRequest();
  const [student, setStudent] = useState<CheckedStudent | null>(null);
  const [dniError, setDniError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { dni: '', ...emptyPlacement },
    validate: schemaResolver(educationRequestBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);
  const dni = field('dni');

  const checkDni = () => {
    setStudent(null);
    setDniError(null);
    check.mutate(form.values.dni.trim(), {
      onSuccess: setStudent,
      onError: (error) => {
        if (isApiError(error) && error.status === 509) {
          setDniError(t('form.noStudent'));
        } else if (isApiError(error) && error.httpStatus === 400) {
          setDniError(fieldErrorText('El DNI está mal formado', i18n.language));
        } else {
          setDniError(t('form.checkFailed'));
        }
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t('form.newTitle')}
      data-testid="education-request-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        create.mutate(educationRequestBodySchema.parse(values), {
          onSuccess: (created) => {
            form.reset();
            setStudent(null);
            onCreated(created);
          },
          onError,
        });
      })}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('form.dni')}
            description={t('form.dniHint')}
            required
            {...dni}
            error={dni.error ?? dniError}
            onChange={(event) => {
              setStudent(null);
              setDniError(null);
              form.setFieldValue('dni', event.currentTarget.value);
            }}
            data-testid="education-dni"
          />
          <Button
            variant="light"
            onClick={checkDni}
            loading={check.isPending}
            disabled={form.values.dni.trim() === ''}
            data-testid="education-check-dni"
          >
            {t('form.check')}
          </Button>
        </Group>
        {student !== null && (
          <Alert
            color={student.esEstudianteEducacion && student.disponibles > 0 ? 'green' : 'orange'}
            variant="light"
            role="status"
            data-testid="education-student"
          >
            <Text size="sm">
              {t('form.student', { name: `${student.nombre} ${student.apellidos}` })}
            </Text>
            {!student.esEstudianteEducacion && <Text size="sm">{t('form.notEducation')}</Text>}
          </Alert>
        )}
        <PlacementFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="education-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
