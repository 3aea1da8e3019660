import { Button, Checkbox, MultiSelect, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  offerFacetNames,
  type FacetValue,
  type OfferFacetName,
  type OfferFacets,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFacetValueName } from '../api/get-facet-names.ts';
import { useProvinceName } from '../../../lib/province-name.ts';
import { useProvinces } from '../api/get-provinces.ts';
import {
  activeFilterCount,
  clearedFilters,
  dateFilterDays,
  toggleFacetValue,
  withFilters,
  type OfferFilters,
} from '../lib/offer-filters.ts';
import { DayInput } from './day-input.tsx';
import classes from './offers.module.css';

const FACET_VALUES_SHOWN = 6;

interface FacetGroupProps {
  name: OfferFacetName;
  values: readonly FacetValue[];
  selected: readonly number[];
  onToggle: (id: number, on: boolean) => void;
}

/** One facet: its values with how many offers each has under the other filters. */
function FacetGroup({ name, values, selected, onToggle }: FacetGroupProps) {
  const { t } = useTranslation('offers');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const valueName = useFacetValueName(name);
  // Chosen values always stay visible, even when the counts no longer list them.
  const missing = selected
    .filter((id) => !values.some((v) => v.id === id))
    .map((id) => ({ id, descripcion: t('filters.unknownValue', { id }), total: 0 }));
  const all = [...values, ...missing];
  if (all.length === 0) {
    return null;
  }
  const shown = expanded
    ? all
    : all.filter((v, i) => i < FACET_VALUES_SHOWN || selected.includes(v.id));
  return (
    <fieldset className={classes.fieldset} data-testid={`facet-${name}`}>
      <legend className={classes.legend}>{t(`facets.${name}`)}</legend>
      <ul className={classes.facetList} id={listId}>
        {shown.map((value) => (
          <li key={value.id}>
            <Checkbox
              size="sm"
              checked={selected.includes(value.id)}
              onChange={(event) => {
                onToggle(value.id, event.currentTarget.checked);
              }}
              label={t('filters.valueWithCount', {
                value: valueName(value),
                count: value.total,
              })}
            />
          </li>
        ))}
      </ul>
      {all.length > FACET_VALUES_SHOWN && (
        <UnstyledButton
          onClick={() => {
            setExpanded((e) => !e);
          }}
          aria-expanded={expanded}
          aria-controls={listId}
          mt={6}
        >
          <Text size="sm" c="var(--mantine-color-anchor)" td="underline">
            {expanded ? t('filters.showLess') : t('filters.showMore', { count: all.length })}
          </Text>
        </UnstyledButton>
      )}
    </fieldset>
  );
}

interface OfferFiltersPanelProps {
  filters: OfferFilters;
  facets: OfferFacets | null;
  onChange: (next: OfferFilters) => void;
}

/** The filters of the spec and the facets with their counts. */
export function OfferFiltersPanel({ filters, facets, onChange }: OfferFiltersPanelProps) {
  const { t } = useTranslation('offers');
  const provinces = useProvinces();
  const provinceName = useProvinceName();
  const active = activeFilterCount(filters);

  return (
    <Stack gap="md" data-testid="offer-filters">
      <Select
        label={t('filters.date')}
        data={[
          { value: '', label: t('filters.anyDate') },
          ...dateFilterDays.map((days) => ({
            value: String(days),
            label: t('filters.lastDays', { count: days }),
          })),
        ]}
        value={filters.date === null ? '' : String(filters.date)}
        onChange={(value) => {
          onChange(withFilters(filters, { date: value ? Number(value) : null }));
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <DayInput
        label={t('filters.fechainicio')}
        value={filters.fechainicio}
        onChange={(value) => {
          onChange(withFilters(filters, { fechainicio: value }));
        }}
      />
      <MultiSelect
        label={t('filters.provincia')}
        placeholder={filters.provincia.length === 0 ? t('filters.anyProvince') : undefined}
        data={(provinces.data ?? []).map((p) => ({
          value: String(p.id),
          label: provinceName(p.id, p.nombre),
        }))}
        value={filters.provincia.map(String)}
        onChange={(values) => {
          onChange(withFilters(filters, { provincia: values.map(Number) }));
        }}
        searchable
        clearable
        nothingFoundMessage={t('filters.noProvince')}
        disabled={provinces.isPending}
        hidePickedOptions
      />
      <Checkbox
        label={t('filters.omitirInscritos')}
        checked={filters.omitirInscritos}
        onChange={(event) => {
          onChange(withFilters(filters, { omitirInscritos: event.currentTarget.checked }));
        }}
      />
      <Checkbox
        label={t('filters.paraIntermediacion')}
        checked={filters.paraIntermediacion}
        onChange={(event) => {
          onChange(withFilters(filters, { paraIntermediacion: event.currentTarget.checked }));
        }}
      />
      {offerFacetNames.map((name) => (
        <FacetGroup
          key={name}
          name={name}
          values={facets?.[name] ?? []}
          selected={filters.facets[name]}
          onToggle={(id, on) => {
            onChange(toggleFacetValue(filters, name, id, on));
          }}
        />
      ))}
      <Button
        variant="default"
        disabled={active === 0}
        onClick={() => {
          onChange(clearedFilters(filters));
        }}
      >
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
