import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../lib/form-submit.ts';

export interface TermsValues {
  fechaInicio: string;
  fechaFin: string;
  horasDia: string;
  diasSemana: string;
  meses: string;
  remuneracion: string;
  tutorNombre: string;
  tutorEmail: string;
  descripcion: string;
}

export const emptyTerms: TermsValues = {
  fechaInicio: '',
  fechaFin: '',
  horasDia: '',
  diasSemana: '',
  meses: '',
  remuneracion: '',
  tutorNombre: '',
  tutorEmail: '',
  descripcion: '',
};

/** Dates, hours, days, months, pay, tutor and tasks of a proposed internship. */
export function TermsFields<V extends TermsValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation('internshipProposals');
  const field = useFieldProps(form as unknown as UseFormReturnType<TermsValues>);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('form.start')}
          required
          {...field('fechaInicio')}
          data-testid="proposal-start"
        />
        <TextInput
          type="date"
          label={t('form.end')}
          required
          {...field('fechaFin')}
          data-testid="proposal-end"
        />
        <TextInput
          label={t('form.hours')}
          description={t('form.hoursHint')}
          inputMode="decimal"
          required
          {...field('horasDia')}
          data-testid="proposal-hours"
        />
        <TextInput
          label={t('form.days')}
          description={t('form.daysHint')}
          inputMode="numeric"
          required
          {...field('diasSemana')}
          data-testid="proposal-days"
        />
        <TextInput
          label={t('form.months')}
          description={t('form.monthsHint')}
          inputMode="numeric"
          required
          {...field('meses')}
          data-testid="proposal-months"
        />
        <TextInput
          label={t('form.pay')}
          description={t('form.payHint')}
          inputMode="decimal"
          {...field('remuneracion')}
          data-testid="proposal-pay"
        />
        <TextInput
          label={t('form.tutorName')}
          required
          {...field('tutorNombre')}
          data-testid="proposal-tutor"
        />
        <TextInput
          type="email"
          label={t('form.tutorEmail')}
          required
          {...field('tutorEmail')}
          data-testid="proposal-tutor-email"
        />
      </SimpleGrid>
      <Textarea
        label={t('form.description')}
        description={t('form.descriptionHint')}
        required
        autosize
        minRows={4}
        maxLength={4000}
        {...field('descripcion')}
        data-testid="proposal-description"
      />
    </>
  );
}
