import { Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgrammeOption } from '../api/get-programmes.ts';
import type { OfferReferenceLists } from '../api/get-reference-lists.ts';
import { decimalFieldProps, numberMarks } from '../../../lib/numbers.ts';
import { fieldProps, useReferenceItems, type OfferFormApi } from './offer-form-model.ts';

type Field = (path: Parameters<typeof fieldProps>[1]) => ReturnType<typeof fieldProps>;

/** Dates, hours, duration, dedication, pay and training type. */
export function OfferConditionsSection({
  form,
  lists,
}: {
  form: OfferFormApi;
  lists: OfferReferenceLists;
}) {
  const { t, i18n } = useTranslation('companyOffers');
  const internship = form.values.familia !== 'empleo';
  const items = useReferenceItems();
  const field: Field = (path) => fieldProps(form, path);

  return (
    <Fieldset legend={t('form.sections.conditions')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <TextInput
          type="date"
          label={t('form.fechaFinInscripcion')}
          {...field('fechaFinInscripcion')}
        />
        <TextInput
          type="date"
          label={t('form.fechaInicio')}
          required={internship}
          {...field('fechaInicio')}
        />
        <TextInput
          type="date"
          label={t('form.fechaFin')}
          required={internship}
          {...field('fechaFin')}
        />
        <NumberInput
          clampBehavior="none"
          label={t('form.horasDia')}
          required={internship}
          min={0.5}
          max={24}
          step={0.5}
          decimalScale={2}
          {...field('horasDia')}
          {...decimalFieldProps(i18n.language, (v) => {
            form.setFieldValue('horasDia', v);
          })}
        />
        <NumberInput
          clampBehavior="none"
          label={t('form.diasSemana')}
          min={1}
          max={7}
          allowDecimal={false}
          {...field('diasSemana')}
        />
        <NumberInput
          clampBehavior="none"
          label={t('form.meses')}
          min={0}
          max={12}
          allowDecimal={false}
          {...field('meses')}
        />
        <NumberInput
          clampBehavior="none"
          label={t('form.dedicacion')}
          description={t('form.dedicacionHint')}
          min={0}
          max={100}
          allowDecimal={false}
          suffix=" %"
          {...field('dedicacion')}
        />
        <NumberInput
          clampBehavior="none"
          label={t('form.remuneracion')}
          description={t('form.remuneracionHint')}
          min={0}
          decimalScale={2}
          {...numberMarks(i18n.language)}
          suffix=" €"
          {...field('remuneracion')}
        />
        {internship ? null : (
          <Select
            label={t('form.idRangoSalarial')}
            clearable
            data={items(lists.salaryRanges)}
            {...field('idRangoSalarial')}
          />
        )}
        <Select
          label={t('form.idTipoFormacion')}
          clearable
          data={items(lists.trainingTypes)}
          {...field('idTipoFormacion')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

/** Internships only: the company tutor, and the programme when there are active ones. */
export function OfferInternshipSections({
  form,
  programmes,
}: {
  form: OfferFormApi;
  programmes: readonly ProgrammeOption[];
}) {
  const { t } = useTranslation('companyOffers');
  const field: Field = (path) => fieldProps(form, path);
  if (form.values.familia === 'empleo') {
    return null;
  }
  return (
    <>
      <Fieldset legend={t('form.sections.tutor')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.tutorNombre')}
            required
            maxLength={150}
            autoComplete="off"
            {...field('tutorNombre')}
          />
          <TextInput
            type="email"
            label={t('form.tutorEmail')}
            required
            maxLength={254}
            autoComplete="off"
            {...field('tutorEmail')}
          />
        </SimpleGrid>
      </Fieldset>
      {programmes.length > 0 ? (
        <Fieldset legend={t('form.sections.programme')}>
          <Select
            label={t('form.idPrograma')}
            description={t('form.idProgramaHint')}
            clearable
            data={programmes.map((p) => ({
              value: String(p.idPrograma),
              label: t('form.programmeOption', {
                titulo: p.titulo,
                dedicacion: p.dedicacion,
                meses: p.meses.join(' / '),
              }),
            }))}
            {...field('idPrograma')}
          />
        </Fieldset>
      ) : null}
    </>
  );
}
