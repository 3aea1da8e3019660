import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { RecordImportCounts } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { countKeys } from '../lib/record-import.ts';
import { numberFormatter } from '../../../../lib/numbers.ts';

/** Counts whose name alone could be read two ways: a line under the figure says what they count. */
const hinted = ['nuevos', 'nuevosTitulados', 'bajas'] as const;
const isHinted = (key: string): key is (typeof hinted)[number] =>
  (hinted as readonly string[]).includes(key);

/** What an import changes (or would change), one figure per count, as a description list. */
export function ImportCounts({ counts, testId }: { counts: RecordImportCounts; testId: string }) {
  const { t, i18n } = useTranslation('staffRecord');
  const number = numberFormatter(i18n.language);
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: 3, md: 5 }}
      spacing="sm"
      m={0}
      data-testid={testId}
    >
      {countKeys.map((key) => (
        <Paper key={key} withBorder p="xs" data-testid={`${testId}-${key}`}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {t(`counts.${key}`)}
          </Text>
          <Text component="dd" size="xl" fw={700} m={0}>
            {number.format(counts[key])}
          </Text>
          {isHinted(key) && (
            <Text component="dd" size="xs" c="dimmed" m={0}>
              {t(`countHints.${key}`)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
