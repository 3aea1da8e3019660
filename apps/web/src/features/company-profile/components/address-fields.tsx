import { Select, TextInput } from '@mantine/core';
import { ID_PAIS_ESPANA } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries, useProvinces } from '../api/get-reference-lists.ts';
import { townFilter, townName } from '../../../lib/towns.ts';

/** A text, select or switch input's props as `form.getInputProps` gives them. */
export type InputProps = Record<string, unknown> & { error?: string | null };

interface CountryProvinceFieldsProps {
  idPais: string | null;
  /** Props of each field, errors already translated. */
  field: (name: 'idPais' | 'idProvincia' | 'provincia') => InputProps;
  testIdPrefix: string;
}

/**
 * Country and province ("Fiscal account"): the province is a select of the Spanish
 * provinces when the country is Spain, free text elsewhere.
 */
export function CountryProvinceFields({ idPais, field, testIdPrefix }: CountryProvinceFieldsProps) {
  const { t, i18n } = useTranslation('company');
  const countries = useCountries();
  const provinces = useProvinces();
  const english = i18n.language === 'en';
  const spain = idPais === String(ID_PAIS_ESPANA);

  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((c) => ({
        value: String(c.id),
        label: english ? c.nombreEn : c.nombre,
      })),
    [countries.data, english],
  );
  const provinceOptions = useMemo(
    () =>
      (provinces.data ?? [])
        .filter((p) => p.idProvincia !== '53')
        .map((p) => ({ value: p.idProvincia, label: p.nameProvincia })),
    [provinces.data],
  );

  return (
    <>
      <Select
        label={t('address.country')}
        data={countryOptions}
        searchable
        required
        nothingFoundMessage={t('address.nothingFound')}
        disabled={countries.isPending}
        allowDeselect={false}
        {...field('idPais')}
        data-testid={`${testIdPrefix}-country`}
      />
      {spain ? (
        <Select
          label={t('address.province')}
          data={provinceOptions}
          searchable
          required
          nothingFoundMessage={t('address.nothingFound')}
          disabled={provinces.isPending}
          {...field('idProvincia')}
          data-testid={`${testIdPrefix}-province`}
        />
      ) : (
        <TextInput
          label={t('address.provinceText')}
          required
          {...field('provincia')}
          data-testid={`${testIdPrefix}-province-text`}
        />
      )}
    </>
  );
}

/** The municipalities of a Spanish province, as a searchable select. */
export function TownSelect({
  idProvincia,
  label,
  inputProps,
  testId,
}: {
  idProvincia: string | null;
  label: string;
  inputProps: InputProps;
  testId: string;
}) {
  const { t } = useTranslation('company');
  const provinces = useProvinces();
  const townOptions = useMemo(() => {
    const province = provinces.data?.find((p) => p.idProvincia === idProvincia);
    return Object.entries(province?.localidades ?? {})
      .map(([value, name]) => ({ value, label: townName(name) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }, [provinces.data, idProvincia]);
  return (
    <Select
      label={label}
      data={townOptions}
      searchable
      filter={townFilter}
      limit={100}
      nothingFoundMessage={t('address.nothingFound')}
      disabled={idProvincia === null || idProvincia === ''}
      {...inputProps}
      data-testid={testId}
    />
  );
}
