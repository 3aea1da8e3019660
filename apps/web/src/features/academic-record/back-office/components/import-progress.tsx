import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { RecordImport } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { isWorking } from '../api/academic-record.ts';
import { percentOf } from '../lib/record-import.ts';

export type ImportPhase = 'uploading' | 'analysing' | 'applying';

/**
 * The progress of an import out: the upload's bytes, then the server's rows (the running import's
 * `progreso`, polled), so the bar moves while the server reads or applies the file too. Before the
 * server reports a total it says what it is doing, with a spinner.
 */
export function ImportProgress({
  phase,
  uploadPercent,
  running,
}: {
  phase: ImportPhase;
  uploadPercent: number;
  running: RecordImport | null | undefined;
}) {
  const { t } = useTranslation('staffRecord');
  const server = running !== null && running !== undefined && isWorking(running) ? running : null;
  const progress = server?.progreso ?? null;
  const known = phase === 'uploading' || (progress !== null && progress.total > 0);
  const value = phase === 'uploading' ? uploadPercent : percentOf(progress);
  // The phase is announced once; the figures change every half second and are not read out.
  const figures =
    phase === 'uploading'
      ? t('progress.percent', { percent: uploadPercent })
      : progress !== null && progress.total > 0
        ? t('progress.rows', { done: progress.hechos, total: progress.total })
        : null;

  return (
    <Stack gap={4} data-testid="import-progress">
      <Group gap="xs">
        {!known && <Loader size="xs" aria-hidden="true" />}
        <Text size="sm" role="status">
          {t(`progress.${phase}`)}
        </Text>
        {figures !== null && (
          <Text size="sm" c="dimmed" data-testid="import-progress-figures">
            {figures}
          </Text>
        )}
      </Group>
      {known && (
        <Progress
          value={value}
          size="lg"
          transitionDuration={150}
          aria-label={t(phase === 'uploading' ? 'progress.uploadLabel' : 'progress.serverLabel')}
          data-testid={`import-progress-${phase}`}
        />
      )}
    </Stack>
  );
}
