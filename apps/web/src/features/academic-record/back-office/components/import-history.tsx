import { Badge, Button, Text } from '@mantine/core';
import type { RecordImport } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody, ListResults, type ListColumn } from '../../../../components/list-kit/index.ts';
import { Section } from '../../../../components/section.tsx';
import { useRecordImports, useReviewImport, type RecordImportRow } from '../api/academic-record.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { ReportButton } from './report-button.tsx';

const stateColor = {
  analizando: 'blue',
  previsualizada: 'yellow',
  aplicando: 'blue',
  aplicada: 'green',
  rechazada: 'gray',
  fallida: 'red',
  descartada: 'gray',
  sustituida: 'gray',
} as const;

const count = (
  run: RecordImportRow,
  key: 'filas' | 'rechazadas' | 'nuevos' | 'actualizados' | 'bajas',
) => (run.resumen === null ? '—' : run.resumen[key]);

/**
 * Every import, newest first: who, when, which file, its state and what it changed. A preview still
 * waiting for confirmation (left behind by a reload, or made by another administrator) can be
 * opened again (`onReview`) to confirm or discard it.
 */
export function ImportHistory({ onReview }: { onReview: (run: RecordImport) => void }) {
  const { t, i18n } = useTranslation('staffRecord');
  const [pagina, setPagina] = useState(1);
  const imports = useRecordImports(pagina);
  const review = useReviewImport();

  const counted = (key: Parameters<typeof count>[1]): ListColumn<RecordImportRow> => ({
    key,
    // Short headers: the history has to fit a laptop's screen beside the menu.
    header: t(`history.counts.${key}`),
    cell: (run) => count(run, key),
  });
  const columns: ListColumn<RecordImportRow>[] = [
    {
      key: 'fecha',
      header: t('history.fecha'),
      cell: (run) => formatDateTime(run.fecha, i18n.language),
    },
    { key: 'autor', header: t('history.autor'), cell: (run) => run.autor },
    {
      key: 'fichero',
      header: t('history.fichero'),
      cellStyle: { overflowWrap: 'anywhere' },
      cell: (run) => (
        <>
          {run.nombreFichero}
          <Text size="xs" c="dimmed">
            {t(run.completa ? 'history.full' : 'history.partial')}
          </Text>
        </>
      ),
    },
    {
      key: 'estado',
      header: t('history.estado'),
      // A failed import says why (a file that could not be read, a stopped process).
      cell: (run) => (
        <>
          <Badge variant="light" color={stateColor[run.estado]} style={{ minWidth: 'max-content' }}>
            {t(`states.${run.estado}`)}
          </Badge>
          {run.estado === 'previsualizada' && (
            <Button
              size="xs"
              variant="light"
              mt={6}
              display="block"
              loading={review.isPending && review.variables === run.id}
              aria-label={t('history.reviewOf', { file: run.nombreFichero })}
              data-testid="record-history-review"
              onClick={() => {
                review.mutate(run.id, {
                  onSuccess: (detail) => {
                    if (detail.estado === 'previsualizada') {
                      onReview(detail);
                    }
                  },
                });
              }}
            >
              {t('history.review')}
            </Button>
          )}
          {run.estado === 'fallida' && run.error !== null && (
            <Text size="xs" mt={4} data-testid="record-history-error">
              {run.error}
            </Text>
          )}
        </>
      ),
    },
    counted('filas'),
    counted('rechazadas'),
    counted('nuevos'),
    counted('actualizados'),
    counted('bajas'),
    {
      key: 'informe',
      header: t('history.report'),
      cell: (run) =>
        (run.resumen?.rechazadas ?? 0) > 0 ? (
          <ReportButton
            id={run.id}
            compact
            label={t('history.reportShort')}
            ariaLabel={t('history.reportOf', {
              file: run.nombreFichero,
              date: formatDateTime(run.fecha, i18n.language),
            })}
          />
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Section title={t('history.title')} testId="record-history">
      <ListBody query={imports} rows={(data) => data.importaciones} emptyText={t('history.empty')}>
        {(rows, data) => (
          <ListResults
            testId="record-history"
            total={data.total}
            rows={rows}
            rowKey={(run) => run.id}
            columns={columns}
            minWidth={860}
            pageSize={data.porPagina}
            page={pagina}
            onPage={setPagina}
          />
        )}
      </ListBody>
    </Section>
  );
}
