import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { educationStages, studentEducationRequestBodySchema } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section.tsx';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import {
  useAskCentre,
  useEducationCentres,
  useStudentEducation,
} from '../api/internship-proposals.ts';
import { PlainList } from '../../../components/plain-list.tsx';
import { formatDay } from '../../../lib/dates.ts';

interface Values {
  idCentro: string;
  etapa: string;
  fechaInicio: string;
  fechaFin: string;
  observaciones: string;
}

/**
 * Education students ask an education centre to host their placement (528). They see how many
 * requests they may still send (numeroSolicitudPracticasEducacionDisponibles) and their requests.
 */
export function StudentEducationSection() {
  const { t, i18n } = useTranslation('internshipProposals');
  const status = useStudentEducation();
  const educationStudent = status.data?.esEstudianteEducacion === true;
  const centres = useEducationCentres(educationStudent);
  const ask = useAskCentre();
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { idCentro: '', etapa: '', fechaInicio: '', fechaFin: '', observaciones: '' },
    validate: schemaResolver(studentEducationRequestBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);
  if (!educationStudent || status.data === undefined) {
    return null;
  }
  const data = status.data;
  const select = (name: 'idCentro' | 'etapa') => ({
    ...field(name),
    value: form.values[name] === '' ? null : form.values[name],
    onChange: (value: string | null) => {
      form.setFieldValue(name, value ?? '');
    },
  });
  return (
    <Section title={t('education.title')} testId="student-education">
      <Stack gap="sm">
        <Text>{t('education.intro')}</Text>
        <Text fw={600} data-testid="education-available">
          {t('education.available', { count: data.disponibles, max: data.maximo })}
        </Text>
        {sent && (
          <Alert color="green" variant="light" role="status" data-testid="education-sent">
            {t('education.sent')}
          </Alert>
        )}
        {data.solicitudes.length > 0 && (
          <PlainList gap="xs">
            {data.solicitudes.map((r) => (
              <Card
                component="li"
                key={r.idSolicitud}
                withBorder
                padding="xs"
                data-testid="student-education-item"
              >
                <Group justify="space-between">
                  <Text size="sm">
                    {r.centro} · {formatDay(r.fechaInicio, i18n.language)} –{' '}
                    {formatDay(r.fechaFin, i18n.language)}
                  </Text>
                  <Badge variant="light">{t(`education.states.${r.estado}`)}</Badge>
                </Group>
                {r.motivo !== null && (
                  <Text size="sm" c="dimmed">
                    {t('list.reason', { reason: r.motivo })}
                  </Text>
                )}
              </Card>
            ))}
          </PlainList>
        )}
        {data.disponibles > 0 ? (
          <form
            noValidate
            aria-label={t('education.formTitle')}
            data-testid="student-education-form"
            onSubmit={submitWithServerErrors(form, (values, onError) => {
              setSent(false);
              ask.mutate(studentEducationRequestBodySchema.parse(values), {
                onSuccess: () => {
                  form.reset();
                  setSent(true);
                },
                onError,
              });
            })}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('education.centre')}
                  required
                  searchable
                  nothingFoundMessage={t('education.noCentres')}
                  data={(centres.data ?? []).map((c) => ({
                    value: String(c.idCentro),
                    label: `${c.nombre}${c.localidad === null ? '' : ` (${c.localidad})`}`,
                  }))}
                  {...select('idCentro')}
                  data-testid="education-centre"
                />
                <Select
                  label={t('education.stage')}
                  required
                  data={educationStages.map((value) => ({
                    value,
                    label: t(`education.stages.${value}`),
                  }))}
                  {...select('etapa')}
                  data-testid="education-stage"
                />
                <TextInput
                  type="date"
                  label={t('form.start')}
                  required
                  {...field('fechaInicio')}
                  data-testid="education-start"
                />
                <TextInput
                  type="date"
                  label={t('form.end')}
                  required
                  {...field('fechaFin')}
                  data-testid="education-end"
                />
              </SimpleGrid>
              <Textarea
                label={t('education.notes')}
                autosize
                minRows={2}
                maxLength={1000}
                {...field('observaciones')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={ask.isPending} data-testid="education-ask">
                  {t('education.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text c="dimmed">{t('education.none')}</Text>
        )}
      </Stack>
    </Section>
  );
}
