import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { Codes, type StaffSurvey } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useChangeSurveyEndDate } from '../api/staff-surveys.ts';

const fieldMessage = (error: unknown, campo: string): string | null => {
  if (!isApiError(error) || error.status !== Codes.INVALID_INPUT) {
    return null;
  }
  const errores = (error.datos as { errores?: { campo: string; mensaje: string }[] } | null)
    ?.errores;
  return errores?.find((e) => e.campo === campo)?.mensaje ?? null;
};

/** The one setting that still changes once people have answered: when the survey closes. */
export function SurveyEndDateForm({ survey }: { survey: StaffSurvey }) {
  const { t } = useTranslation('surveys');
  const change = useChangeSurveyEndDate(survey.id);
  const [fechaFin, setFechaFin] = useState(survey.fechaFin ?? '');
  const [saved, setSaved] = useState(false);
  return (
    <form
      noValidate
      aria-label={t('staff.endDate.title')}
      data-testid="survey-end-date"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        change.mutate(
          { fechaFin: fechaFin === '' ? null : fechaFin },
          {
            onSuccess: () => {
              setSaved(true);
            },
            onError: (error) => {
              if (fieldMessage(error, 'fechaFin') === null) {
                showCallError(error);
              }
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Group align="end">
          <TextInput
            type="date"
            label={t('builder.end')}
            description={t('staff.endDate.hint')}
            value={fechaFin}
            min={survey.fechaInicio}
            error={fieldMessage(change.error, 'fechaFin')}
            onChange={(e) => {
              setFechaFin(e.currentTarget.value);
              setSaved(false);
            }}
          />
          <Button type="submit" loading={change.isPending} data-testid="survey-end-date-save">
            {t('staff.endDate.save')}
          </Button>
        </Group>
        {saved && (
          <Alert color="green" variant="light" role="status">
            {t('staff.endDate.saved')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
