import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries, useProvinces } from '../api/get-cv-lists.ts';
import { useProvinceName } from '../../../lib/province-name.ts';
import { townFilter, townName } from '../../../lib/towns.ts';
import { useFieldFlags } from '../lib/field-flags.ts';
import type { PersonalField, PersonalValues } from '../lib/personal-values.ts';
import type { SaveProblem } from '../lib/server-errors.ts';
import { FormFooter } from './cv-section.tsx';

interface PersonalFormProps {
  values: PersonalValues;
  setValues: Dispatch<SetStateAction<PersonalValues>>;
  /** Whether a field must be filled in (the brand's flag, or the student's social security number). */
  required: (field: PersonalField) => boolean;
  problem: SaveProblem;
  saving: boolean;
  onSubmit: (event: { preventDefault: () => void }) => void;
  onCancel: () => void;
}

/** The personal data form: DNI, phone, birth date, nationality, province, town and NSS. */
export function PersonalForm({
  values,
  setValues,
  required,
  problem,
  saving,
  onSubmit,
  onCancel,
}: PersonalFormProps) {
  const { t, i18n } = useTranslation('cv');
  const countries = useCountries();
  const provinces = useProvinces();
  const fields = useFieldFlags('personales');
  const { visible } = fields;
  const flagged = (field: PersonalField, hint?: string) => ({
    ...fields.inputProps(field, hint),
    required: required(field),
  });

  const english = i18n.language === 'en';
  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((c) => ({
        value: String(c.id),
        label: english ? c.nombreEn : c.nombre,
      })),
    [countries.data, english],
  );
  const provinceName = useProvinceName();
  const provinceOptions = useMemo(
    () =>
      (provinces.data ?? []).map((p) => ({
        value: p.idProvincia,
        label: provinceName(p.idProvincia, p.nameProvincia),
      })),
    [provinces.data, provinceName],
  );
  const townOptions = useMemo(() => {
    const province = (provinces.data ?? []).find((p) => p.idProvincia === values.idProvincia);
    return Object.entries(province?.localidades ?? {})
      .map(([id, name]) => ({ value: id, label: townName(name) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }, [provinces.data, values.idProvincia]);

  const set = <K extends keyof PersonalValues>(key: K, value: PersonalValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };
  const error = (field: string) => problem.fields[field];
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('sections.personales')} data-focus-first>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {visible('DNI') && (
            <TextInput
              id="cv-field-DNI"
              label={t('fields.DNI')}
              {...flagged('DNI')}
              value={values.DNI}
              onChange={(e) => {
                set('DNI', e.currentTarget.value);
              }}
              error={error('DNI')}
            />
          )}
          {visible('telefono') && (
            <TextInput
              id="cv-field-telefono"
              label={t('fields.telefono')}
              type="tel"
              autoComplete="tel"
              {...flagged('telefono')}
              value={values.telefono}
              onChange={(e) => {
                set('telefono', e.currentTarget.value);
              }}
              error={error('telefono')}
            />
          )}
          {visible('fechaNacimiento') && (
            <TextInput
              id="cv-field-fechaNacimiento"
              label={t('fields.fechaNacimiento')}
              type="date"
              autoComplete="bday"
              {...flagged('fechaNacimiento')}
              value={values.fechaNacimiento}
              onChange={(e) => {
                set('fechaNacimiento', e.currentTarget.value);
              }}
              error={error('fechaNacimiento')}
            />
          )}
          {visible('idPaisNacionalidad') && (
            <Select
              id="cv-field-idPaisNacionalidad"
              label={t('fields.nacionalidad')}
              searchable
              allowDeselect={false}
              {...flagged('idPaisNacionalidad')}
              data={countryOptions}
              value={values.idPaisNacionalidad}
              onChange={(v) => {
                set('idPaisNacionalidad', v);
              }}
              error={error('idPaisNacionalidad')}
            />
          )}
          {visible('idProvincia') && (
            <Select
              id="cv-field-idProvincia"
              label={t('fields.provincia')}
              searchable
              clearable={fields.editable('idProvincia')}
              {...flagged('idProvincia')}
              data={provinceOptions}
              value={values.idProvincia}
              onChange={(v) => {
                setValues((old) => ({
                  ...old,
                  idProvincia: v,
                  idLocalidad: fields.editable('idLocalidad') ? null : old.idLocalidad,
                }));
              }}
              error={error('idProvincia')}
            />
          )}
          {visible('idLocalidad') && (
            <Select
              id="cv-field-idLocalidad"
              label={t('fields.localidad')}
              searchable
              clearable={fields.editable('idLocalidad')}
              {...flagged('idLocalidad')}
              filter={townFilter}
              limit={200}
              disabled={values.idProvincia === null}
              data={townOptions}
              value={values.idLocalidad}
              onChange={(v) => {
                set('idLocalidad', v);
              }}
              error={error('idLocalidad')}
            />
          )}
          {visible('numeroSeguridadSocial') && (
            <TextInput
              id="cv-field-numeroSeguridadSocial"
              label={t('fields.numeroSeguridadSocial')}
              {...flagged('numeroSeguridadSocial', t('hints.nss'))}
              value={values.numeroSeguridadSocial}
              onChange={(e) => {
                set('numeroSeguridadSocial', e.currentTarget.value);
              }}
              error={error('numeroSeguridadSocial')}
            />
          )}
        </SimpleGrid>
        <FormFooter saving={saving} onCancel={onCancel} general={problem.general} />
      </Stack>
    </form>
  );
}
