import { Group, Text } from '@mantine/core';
import type { ProgrammeSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDigitsDay } from '../../../lib/dates.ts';
import { programmeDuration } from '../lib/duration.ts';

/** Financing, kinds of studies, dates and duration of a programme as a description list. */
export function ProgrammeFacts({ programme }: { programme: ProgrammeSummary }) {
  const { t, i18n } = useTranslation('programmes');
  const facts: [string, string][] = [
    [t('facts.financing'), programme.financiacion],
    [t('facts.studies'), programme.tiposEstudios],
    [
      t('facts.dates'),
      t('facts.dateRange', {
        start: formatDigitsDay(programme.fechaInicio, i18n.language),
        end: formatDigitsDay(programme.fechaFin, i18n.language),
      }),
    ],
    [
      t('facts.duration'),
      programmeDuration(
        programme,
        (count) => t('months', { count }),
        // The careers office writes the operator in Spanish: the usual ones are translated.
        (operator) => t(`operators.${operator.toLowerCase()}`, { defaultValue: operator }),
      ),
    ],
  ];
  return (
    <dl className="programme-facts" style={{ margin: 0 }}>
      {facts
        .filter(([, value]) => value.trim() !== '')
        .map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap" align="baseline">
            <Text component="dt" fw={600} size="sm">
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </Group>
        ))}
    </dl>
  );
}
