import {
  Fieldset,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { townFilter } from '../../../lib/towns.ts';
import { useTranslation } from 'react-i18next';
import type { OfferReferenceLists } from '../api/get-reference-lists.ts';
import { contractOptions, degreeOptions, townOptions } from '../lib/reference-options.ts';
import { fieldProps, useReferenceItems, type OfferFormApi } from './offer-form-model.ts';
import { useProvinceName } from '../../../lib/province-name.ts';

/** Title, places, sector, contract, area, degrees and place of work. */
export function OfferGeneralSection({
  form,
  lists,
}: {
  form: OfferFormApi;
  lists: OfferReferenceLists;
}) {
  const { t, i18n } = useTranslation('companyOffers');
  const { values } = form;
  const familia = values.familia;
  const students = familia === 'practicas';
  const items = useReferenceItems();
  const field = (path: Parameters<typeof fieldProps>[1]) => fieldProps(form, path);

  const contracts = useMemo(
    () => contractOptions(lists.contracts, familia, i18n.language),
    [lists.contracts, familia, i18n.language],
  );
  const contract = values.idTipoContrato;
  useEffect(() => {
    // A contract that does not fit the family (an offer saved before the rule) is cleared, and
    // the only one that fits (a student internship's) is chosen for the company.
    if (contract !== null && !contracts.some((c) => c.value === contract)) {
      form.setFieldValue(
        'idTipoContrato',
        contracts.length === 1 ? (contracts[0]?.value ?? null) : null,
      );
    } else if (contract === null && contracts.length === 1) {
      form.setFieldValue('idTipoContrato', contracts[0]?.value ?? null);
    }
  }, [contract, contracts, form]);
  const degrees = useMemo(
    () => degreeOptions(lists.degrees, familia, i18n.language),
    [lists.degrees, familia, i18n.language],
  );
  const provinceName = useProvinceName();
  const provinces = useMemo(
    () =>
      lists.provinces.map((p) => ({
        value: p.idProvincia,
        label: provinceName(p.idProvincia, p.nameProvincia),
      })),
    [lists.provinces, provinceName],
  );
  const towns = useMemo(
    () => townOptions(lists.provinces, values.idProvincia),
    [lists.provinces, values.idProvincia],
  );

  return (
    <Fieldset legend={t('form.sections.general')}>
      <Stack gap="md">
        <TextInput label={t('form.titulo')} required maxLength={150} {...field('titulo')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            clampBehavior="none"
            label={t('form.plazas')}
            required
            min={1}
            max={999}
            allowDecimal={false}
            {...field('plazas')}
          />
          <Select
            label={t('form.idSector')}
            required
            searchable
            data={items(lists.sectors)}
            nothingFoundMessage={t('form.nothingFound')}
            {...field('idSector')}
          />
          <Select
            label={t('form.idTipoContrato')}
            required
            data={contracts}
            {...field('idTipoContrato')}
          />
          <Select
            label={t('form.idAreaFuncional')}
            clearable
            data={items(lists.areas)}
            {...field('idAreaFuncional')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('form.titulaciones')}
          description={students ? t('form.titulacionesStudentsHint') : t('form.titulacionesHint')}
          required
          searchable
          clearable
          hidePickedOptions
          data={degrees}
          nothingFoundMessage={t('form.nothingFound')}
          {...field('titulaciones')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('form.idProvincia')}
            searchable
            clearable
            data={provinces}
            nothingFoundMessage={t('form.nothingFound')}
            {...field('idProvincia')}
            onChange={(value: string | null) => {
              form.setFieldValue('idProvincia', value);
              form.setFieldValue('idLocalidad', null);
            }}
          />
          <Select
            label={t('form.idLocalidad')}
            description={values.idProvincia === null ? t('form.idLocalidadHint') : undefined}
            searchable
            clearable
            disabled={values.idProvincia === null}
            data={towns}
            filter={townFilter}
            limit={200}
            nothingFoundMessage={t('form.nothingFound')}
            {...field('idLocalidad')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
