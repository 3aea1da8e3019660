import { Badge, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { ResultTable } from '../../../components/result-table.tsx';
import { Section } from '../../../components/section.tsx';
import { useRecordImports, type RecordImportRow } from '../api/academic-record.ts';
import { formatDateTime } from '../lib/record-import.ts';
import { ReportButton } from './report-button.tsx';

const stateColor = {
  analizando: 'blue',
  previsualizada: 'yellow',
  aplicando: 'blue',
  aplicada: 'green',
  rechazada: 'gray',
  fallida: 'red',
} as const;

const count = (
  run: RecordImportRow,
  key: 'filas' | 'rechazadas' | 'nuevos' | 'actualizados' | 'bajas',
) => (run.resumen === null ? '—' : run.resumen[key]);

/** Every import, newest first: who, when, which file, its state and what it changed. */
export function ImportHistory() {
  const { t, i18n } = useTranslation('staffRecord');
  const [pagina, setPagina] = useState(1);
  const imports = useRecordImports(pagina);

  return (
    <Section title={t('history.title')} testId="record-history">
      <QueryState
        query={imports}
        emptyText={t('history.empty')}
        isEmpty={(data) => data.importaciones.length === 0}
      >
        {(data) => (
          <ResultTable
            testId="record-history"
            total={data.total}
            rows={data.importaciones}
            rowKey={(run) => run.id}
            headers={[
              t('history.fecha'),
              t('history.autor'),
              t('history.fichero'),
              t('history.estado'),
              t('history.tipo'),
              t('counts.filas'),
              t('counts.rechazadas'),
              t('counts.nuevos'),
              t('counts.actualizados'),
              t('counts.bajas'),
              t('history.report'),
            ]}
            minWidth={1080}
            pageSize={data.porPagina}
            page={pagina}
            onPage={setPagina}
            cells={(run) => (
              <>
                <Table.Td>{formatDateTime(run.fecha, i18n.language)}</Table.Td>
                <Table.Td>{run.autor}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{run.nombreFichero}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={stateColor[run.estado]}
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(`states.${run.estado}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{t(run.completa ? 'history.full' : 'history.partial')}</Table.Td>
                <Table.Td>{count(run, 'filas')}</Table.Td>
                <Table.Td>{count(run, 'rechazadas')}</Table.Td>
                <Table.Td>{count(run, 'nuevos')}</Table.Td>
                <Table.Td>{count(run, 'actualizados')}</Table.Td>
                <Table.Td>{count(run, 'bajas')}</Table.Td>
                <Table.Td>
                  {(run.resumen?.rechazadas ?? 0) > 0 ? (
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
                  )}
                </Table.Td>
              </>
            )}
          />
        )}
      </QueryState>
    </Section>
  );
}
