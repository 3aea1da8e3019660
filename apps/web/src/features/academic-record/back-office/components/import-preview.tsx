import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { RecordImport } from '@portal/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusWhenShown } from '../../../../lib/focus-after-change.ts';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { canConfirm, refusedCount } from '../lib/record-import.ts';
import { ImportCounts } from './import-counts.tsx';
import { ReportButton } from './report-button.tsx';

/** The refused rows the preview lists (the first ones; the report has all of them). */
function RefusedRows({ run }: { run: RecordImport }) {
  const { t } = useTranslation('staffRecord');
  const total = refusedCount(run);
  const columns: ListColumn<RecordImport['rechazadas'][number]>[] = [
    { key: 'linea', header: t('refused.linea'), cell: (row) => row.linea },
    { key: 'columna', header: t('refused.columna'), cell: (row) => row.columna ?? '—' },
    { key: 'motivo', header: t('refused.motivo'), cell: (row) => row.mensaje },
    {
      key: 'valor',
      header: t('refused.valor'),
      cellStyle: { wordBreak: 'break-all' },
      cell: (row) => row.valor ?? '—',
    },
  ];
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {t('preview.refusedTitle', { count: total })}
        </Title>
        <ReportButton id={run.id} label={t('preview.report')} testId="refused-report" />
      </Group>
      {run.rechazadas.length < total && (
        <Text size="sm" c="dimmed">
          {t('preview.firstRows', { shown: run.rechazadas.length, count: total })}
        </Text>
      )}
      <ListTable
        testId="refused-rows"
        // A line can be refused for more than one column: its place in the list keeps the keys apart.
        rows={run.rechazadas.map((row, orden) => ({ ...row, orden }))}
        rowKey={(row) => `${String(row.linea)}-${row.columna ?? ''}-${String(row.orden)}`}
        columns={columns}
        minWidth={640}
      />
    </Stack>
  );
}

/** Who the import would mark as having left, by degree (the first ones; the report has all). */
function Leavers({ run }: { run: RecordImport }) {
  const { t } = useTranslation('staffRecord');
  const { total, primeras } = run.bajas;
  const columns: ListColumn<RecordImport['bajas']['primeras'][number]>[] = [
    { key: 'dni', header: t('leavers.dni'), cell: (row) => row.dni },
    {
      key: 'nombre',
      header: t('leavers.nombre'),
      cell: (row) => `${row.apellidos}, ${row.nombre}`,
    },
    { key: 'titulacion', header: t('leavers.titulacion'), cell: (row) => row.titulacion },
    { key: 'motivo', header: t('leavers.motivo'), cell: (row) => t(`leavers.${row.motivo}`) },
  ];
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {t('leavers.title', { count: total })}
        </Title>
        <ReportButton
          id={run.id}
          kind="bajas"
          label={t('leavers.report')}
          testId="leavers-report"
        />
      </Group>
      {primeras.length < total && (
        <Text size="sm" c="dimmed">
          {t('leavers.firstRows', { shown: primeras.length, count: total })}
        </Text>
      )}
      <ListTable
        testId="leavers"
        rows={primeras}
        rowKey={(row) => `${row.dni}-${row.titulacion}`}
        columns={columns}
        minWidth={640}
      />
    </Stack>
  );
}

/**
 * A previewed import: what it would change, its refused rows, and the choice to apply it (only
 * its valid rows when some were refused) or discard it. Nothing has changed yet.
 */
export function ImportPreview({
  run,
  claimFocus = false,
  confirming,
  discarding,
  onConfirm,
  onDiscard,
}: {
  run: RecordImport;
  /** Opened from the history: the focus comes here from the button that opened it. */
  claimFocus?: boolean;
  confirming: boolean;
  discarding: boolean;
  onConfirm: (omitirRechazadas: boolean) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('staffRecord');
  const [onlyValid, setOnlyValid] = useState(false);
  const blockedId = useId();
  const refused = refusedCount(run);
  const allowed = canConfirm(run, onlyValid);
  const ignored = run.resumen?.columnasIgnoradas ?? [];
  // «Previsualizar» was disabled while the file went up, which lost the focus: the preview takes it.
  const region = useRef<HTMLDivElement>(null);
  useFocusWhenShown(region);
  useEffect(() => {
    if (claimFocus) {
      region.current?.focus();
    }
  }, [claimFocus]);

  return (
    <Stack
      gap="md"
      data-testid="import-preview"
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label={t('preview.title', { file: run.nombreFichero })}
    >
      <Alert variant="light" color="blue" title={t('preview.title', { file: run.nombreFichero })}>
        {t(run.completa ? 'preview.full' : 'preview.partial')}
      </Alert>
      {run.resumen !== null && <ImportCounts counts={run.resumen} testId="preview-counts" />}
      {ignored.length > 0 && (
        <Alert
          variant="light"
          color="orange"
          title={t('preview.ignoredTitle', { count: ignored.length })}
          data-testid="ignored-columns"
        >
          {t('preview.ignored', {
            columns: ignored.map((name) => t('preview.quoted', { name })).join(', '),
          })}
        </Alert>
      )}
      {run.bajas.total > 0 && <Leavers run={run} />}
      {refused > 0 ? (
        <RefusedRows run={run} />
      ) : (
        <Text data-testid="no-refused">{t('preview.noRefused')}</Text>
      )}
      {refused > 0 && (
        <Checkbox
          label={t('preview.onlyValid')}
          description={t('preview.onlyValidHint')}
          checked={onlyValid}
          onChange={(event) => {
            setOnlyValid(event.currentTarget.checked);
          }}
          data-testid="only-valid"
        />
      )}
      {!allowed && refused > 0 && (
        <Text size="sm" c="var(--mantine-color-error)" id={blockedId} data-testid="confirm-blocked">
          {t('preview.blocked')}
        </Text>
      )}
      <Group>
        <Button
          loading={confirming}
          disabled={!allowed || discarding}
          aria-describedby={!allowed && refused > 0 ? blockedId : undefined}
          onClick={() => {
            onConfirm(refused > 0 && onlyValid);
          }}
          data-testid="import-confirm"
        >
          {t('preview.confirm')}
        </Button>
        <Button
          variant="default"
          onClick={onDiscard}
          loading={discarding}
          disabled={confirming}
          data-testid="import-discard"
        >
          {t('preview.discard')}
        </Button>
      </Group>
    </Stack>
  );
}
