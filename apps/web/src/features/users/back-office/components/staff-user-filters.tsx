import { Select, TextInput } from '@mantine/core';
import { staffRoles, staffUserStates } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ListFilters } from '../../../../components/list-kit/index.ts';
import type { SetUrlFiltersOptions } from '../../../../lib/use-url-filters.ts';

export type StaffUserFilterValues = Record<'texto' | 'rol' | 'estado', string>;

/** Search by name or email and filters by role and state (the values live in the URL). */
export function StaffUserFilters({
  values,
  onChange,
}: {
  values: StaffUserFilterValues;
  onChange: (patch: Partial<StaffUserFilterValues>, options?: SetUrlFiltersOptions) => void;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <ListFilters label={t('users.filters.label')} gap="md" mb="sm">
      <TextInput
        label={t('users.filters.search')}
        type="search"
        value={values.texto}
        onChange={(e) => {
          onChange({ texto: e.currentTarget.value }, { replace: true });
        }}
        w={280}
        data-testid="users-search"
      />
      <Select
        label={t('users.fields.rol')}
        value={values.rol}
        onChange={(value) => {
          onChange({ rol: value ?? '' });
        }}
        data={[
          { value: '', label: t('users.filters.anyRole') },
          ...staffRoles.map((value) => ({ value, label: t(`users.roles.${value}`) })),
        ]}
        allowDeselect={false}
        w={200}
        data-testid="users-role"
      />
      <Select
        label={t('users.fields.estado')}
        value={values.estado}
        onChange={(value) => {
          onChange({ estado: value ?? '' });
        }}
        data={[
          { value: '', label: t('users.filters.anyState') },
          ...staffUserStates.map((value) => ({ value, label: t(`users.states.${value}`) })),
        ]}
        allowDeselect={false}
        w={200}
        data-testid="users-state"
      />
    </ListFilters>
  );
}
