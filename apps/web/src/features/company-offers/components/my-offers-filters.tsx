import { Button, Checkbox, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { offerFamilies } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferListFilters } from '../lib/my-offers-filters.ts';
import { useOfferStateName } from '../../../lib/offer-state-names.ts';

const dateOptions = [7, 15, 30, 90, 365] as const;

/**
 * Filters of "my offers" (misofertas): they change the URL, so a filtered list can be
 * shared, reloaded and followed back.
 */
export function MyOffersFilters({
  filters,
  pathFamily,
  onChange,
}: {
  filters: OfferListFilters;
  /** The family of the path: then `type` is fixed. */
  pathFamily: boolean;
  onChange: (next: OfferListFilters) => void;
}) {
  const { t } = useTranslation('companyOffers');
  const offerState = useOfferStateName();
  const [titulo, setTitulo] = useState(filters.titulo ?? '');
  // Follow the URL (back button, 'clear filters') without an effect.
  const [shownTitulo, setShownTitulo] = useState(filters.titulo);
  if (shownTitulo !== filters.titulo) {
    setShownTitulo(filters.titulo);
    setTitulo(filters.titulo ?? '');
  }

  const set = (patch: OfferListFilters) => {
    onChange({ ...filters, ...patch });
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t('list.filters.label')}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = titulo.trim();
          set({ titulo: text === '' ? undefined : text });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: pathFamily ? 3 : 4 }}>
          <TextInput
            label={t('list.filters.titulo')}
            value={titulo}
            onChange={(event) => {
              setTitulo(event.currentTarget.value);
            }}
            rightSection={
              <Button
                type="submit"
                variant="subtle"
                size="compact-sm"
                px={4}
                aria-label={t('list.filters.search')}
              >
                <IconSearch size={16} aria-hidden="true" />
              </Button>
            }
            data-testid="filter-titulo"
          />
          <Select
            label={t('list.filters.estado')}
            clearable
            placeholder={t('list.filters.any')}
            data={([1, 2, 3, 4] as const).map((e) => ({
              value: String(e),
              label: offerState(e, String(e)),
            }))}
            value={filters.estado === undefined ? null : String(filters.estado)}
            onChange={(value) => {
              set({ estado: value === null ? undefined : Number(value) });
            }}
          />
          <Select
            label={t('list.filters.date')}
            clearable
            placeholder={t('list.filters.any')}
            data={dateOptions.map((d) => ({
              value: String(d),
              label: t('list.filters.lastDays', { count: d }),
            }))}
            value={filters.date === undefined ? null : String(filters.date)}
            onChange={(value) => {
              set({ date: value === null ? undefined : Number(value) });
            }}
          />
          {pathFamily ? null : (
            <Select
              label={t('list.filters.type')}
              clearable
              placeholder={t('list.filters.anyType')}
              data={offerFamilies.map((f) => ({ value: f, label: t(`families.${f}`) }))}
              value={filters.type ?? null}
              onChange={(value) => {
                set({ type: offerFamilies.find((f) => f === value) });
              }}
            />
          )}
        </SimpleGrid>
        <Group gap="lg" mt="md">
          <Checkbox
            label={t('list.filters.omitirLeidos')}
            checked={filters.omitirLeidos ?? false}
            onChange={(event) => {
              set({ omitirLeidos: event.currentTarget.checked });
            }}
          />
          <Checkbox
            label={t('list.filters.caducanPronto')}
            checked={filters.caducanPronto ?? false}
            onChange={(event) => {
              set({ caducanPronto: event.currentTarget.checked });
            }}
          />
          <Checkbox
            label={t('list.filters.soloConCandidatos')}
            checked={filters.soloConCandidatos ?? false}
            onChange={(event) => {
              set({ soloConCandidatos: event.currentTarget.checked });
            }}
          />
        </Group>
      </form>
    </Paper>
  );
}
