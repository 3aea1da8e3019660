import { Button, Group, MultiSelect, Paper, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { pathFor, type OfferFamily } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationStates } from '../../../lib/application-state-names.ts';
import { useApplicationStateCounts } from '../api/get-applications-by-state.ts';
import { listRouteOf, serialiseFilters, type ApplicationFilters } from '../lib/list-filters.ts';

interface ApplicationFiltersBarProps {
  family: OfferFamily;
  families: readonly OfferFamily[];
  filters: ApplicationFilters;
  onChange: (filters: ApplicationFilters) => void;
}

/** Filters of my applications (estado, text, type), all kept in the URL. */
export function ApplicationFiltersBar({
  family,
  families,
  filters,
  onChange,
}: ApplicationFiltersBarProps) {
  const { t, i18n } = useTranslation('applications');
  const states = useApplicationStates();
  const counts = useApplicationStateCounts(family, filters.text);
  const [text, setText] = useState(filters.text);
  const pushText = useDebouncedCallback((value: string) => {
    onChange({ ...filters, text: value, pagina: 1 });
  }, 350);

  // The URL may change under us (back button, 'Quitar filtros'): follow it.
  const [urlText, setUrlText] = useState(filters.text);
  if (urlText !== filters.text) {
    setUrlText(filters.text);
    setText(filters.text);
  }

  const stateOptions = (states.data ?? []).map((s) => {
    const name = i18n.language === 'en' ? s.descripcionEn : s.descripcion;
    return {
      value: String(s.id),
      label: counts === null ? name : t('list.stateCount', { name, count: counts.get(s.id) ?? 0 }),
    };
  });
  const keep = serialiseFilters({ ...filters, pagina: 1 }).toString();
  const active = filters.estado.length > 0 || filters.text !== '';

  return (
    <Paper withBorder p="md">
      <form
        role="search"
        aria-label={t('list.filters')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, text, pagina: 1 });
        }}
      >
        {families.length > 1 && (
          <Group gap="xs" mb="sm" role="group" aria-label={t('list.type')}>
            {families.map((f) => (
              <Button
                key={f}
                component={Link}
                to={`${pathFor(listRouteOf[f])}${keep === '' ? '' : `?${keep}`}`}
                variant={f === family ? 'filled' : 'default'}
                size="xs"
                aria-current={f === family ? 'page' : undefined}
              >
                {t(`list.types.${f}`)}
              </Button>
            ))}
          </Group>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('list.text')}
            placeholder={t('list.textPlaceholder')}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => {
              setText(event.currentTarget.value);
              pushText(event.currentTarget.value);
            }}
            style={{ flex: '1 1 14rem' }}
            data-testid="applications-text"
          />
          <MultiSelect
            label={t('list.state')}
            placeholder={filters.estado.length === 0 ? t('list.statePlaceholder') : undefined}
            data={stateOptions}
            value={filters.estado.map(String)}
            onChange={(values) => {
              onChange({ ...filters, estado: values.map(Number), pagina: 1 });
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('list.clearState') }}
            style={{ flex: '1 1 14rem' }}
            data-testid="applications-state"
          />
          {active && (
            <Button
              variant="subtle"
              onClick={() => {
                setText('');
                onChange({ estado: [], text: '', pagina: 1 });
              }}
            >
              {t('list.clear')}
            </Button>
          )}
        </Group>
      </form>
    </Paper>
  );
}
