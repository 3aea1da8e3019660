import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTabLink } from '../../../components/new-tab-link.tsx';
import { formatDigitsDay } from '../../../lib/dates.ts';

export interface FieldRow {
  key: string;
  label: string;
  value: ReactNode;
  /** Required and empty: marked so the candidate sees what to fill in. */
  missing?: boolean;
}

/** Read-only view of a section: label and value pairs. */
export function FieldList({ rows }: { rows: FieldRow[] }) {
  const { t } = useTranslation('cv');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
      {rows.map((row) => (
        <div key={row.key} data-testid={`cv-value-${row.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text
            component="dd"
            m={0}
            c={row.missing === true ? 'var(--mantine-color-error)' : undefined}
          >
            {row.value === null || row.value === '' || row.value === undefined
              ? t(row.missing === true ? 'values.missing' : 'values.empty')
              : row.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

export function ExternalLink({ href }: { href: string }) {
  return <NewTabLink href={href}>{href}</NewTabLink>;
}

/** A CV day (yyyy-mm-dd) as the reader's language writes it (see `formatDigitsDay`). */
export const showDate = (value: string | null, language: string) =>
  value === null ? null : formatDigitsDay(value, language);
