import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { educationStages } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../lib/form-submit.ts';

export interface PlacementValues {
  etapa: string;
  fechaInicio: string;
  fechaFin: string;
  tutorNombre: string;
  tutorEmail: string;
  observaciones: string;
}

export const emptyPlacement: PlacementValues = {
  etapa: '',
  fechaInicio: '',
  fechaFin: '',
  tutorNombre: '',
  tutorEmail: '',
  observaciones: '',
};

/** Stage, dates, the centre's tutor and notes of a placement (create and edit). */
export function PlacementFields<V extends PlacementValues>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { t } = useTranslation('educationRequests');
  const field = useFieldProps(form as unknown as UseFormReturnType<PlacementValues>);
  const stage = field('etapa');
  return (
    <>
      <Select
        label={t('form.stage')}
        required
        data={educationStages.map((value) => ({ value, label: t(`stages.${value}`) }))}
        {...stage}
        value={form.values.etapa === '' ? null : form.values.etapa}
        onChange={(value: string | null) => {
          (form as unknown as UseFormReturnType<PlacementValues>).setFieldValue(
            'etapa',
            value ?? '',
          );
        }}
        data-testid="placement-stage"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('form.start')}
          required
          {...field('fechaInicio')}
          data-testid="placement-start"
        />
        <TextInput
          type="date"
          label={t('form.end')}
          required
          {...field('fechaFin')}
          data-testid="placement-end"
        />
        <TextInput
          label={t('form.tutorName')}
          required
          autoComplete="name"
          {...field('tutorNombre')}
          data-testid="placement-tutor"
        />
        <TextInput
          type="email"
          label={t('form.tutorEmail')}
          autoComplete="email"
          {...field('tutorEmail')}
          data-testid="placement-tutor-email"
        />
      </SimpleGrid>
      <Textarea
        label={t('form.notes')}
        autosize
        minRows={3}
        maxLength={1000}
        {...field('observaciones')}
        data-testid="placement-notes"
      />
    </>
  );
}
