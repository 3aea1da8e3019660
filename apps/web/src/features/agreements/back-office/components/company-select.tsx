import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBillingCompanies } from '../api/staff-agreements.ts';

/** A searchable company select (every company), by id. */
export function CompanySelect({
  value,
  onChange,
  label,
  placeholder,
  required,
  error,
  testId,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  label: string;
  placeholder?: string;
  required?: boolean;
  error?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation('staffAgreements');
  const companies = useBillingCompanies();
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={!required}
      required={required}
      clearButtonProps={{ 'aria-label': t('common.allCompanies') }}
      nothingFoundMessage="—"
      data={(companies.data ?? []).map((c) => ({
        value: String(c.idEmpresa),
        label: `${c.nombre} (${c.cif})`,
      }))}
      value={value === undefined ? null : String(value)}
      onChange={(v) => {
        onChange(v === null ? undefined : Number(v));
      }}
      error={error}
      miw={260}
      data-testid={testId}
    />
  );
}
