import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../lib/download.ts';
import { ScrollTable } from './scroll-table.tsx';

export interface ChartTable {
  header: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** The table as CSV for spreadsheets in Spanish (semicolons, UTF-8 with BOM). */
export function tableCsv(table: ChartTable): string {
  return `\uFEFF${[table.header, ...table.rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/**
 * The chart library draws its layers in `<g>` elements it portals into, and React listens for
 * events on every portal's container; Chromium makes an SVG element with focus listeners a tab stop.
 * Each layer then took a press of Tab and showed nothing: they are taken out of the tab order as
 * they appear (the chart itself stays one stop, with its outline).
 */
function keepLayersOutOfTabOrder(picture: HTMLDivElement | null) {
  if (picture === null) {
    return undefined;
  }
  const settle = () => {
    for (const layer of picture.querySelectorAll('g[class^="recharts-zIndex-layer"]')) {
      if (!layer.hasAttribute('tabindex')) {
        layer.setAttribute('tabindex', '-1');
      }
    }
  };
  settle();
  const observer = new MutationObserver(settle);
  observer.observe(picture, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
  };
}

/**
 * One chart (back-office dashboard, survey results): the picture (an image with a text summary for
 * screen readers), the same numbers as a table that can be shown instead, and a CSV of them.
 */
export function ChartCard({
  title,
  summary,
  table,
  fileName,
  testId,
  emptyText,
  headingOrder = 2,
  children,
}: {
  title: string;
  /** Shown instead of the chart when the table has no rows. */
  emptyText: string;
  headingOrder?: 2 | 3;
  summary: string;
  table: ChartTable;
  fileName: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const titleId = useId();
  const empty = table.rows.length === 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={headingOrder} size="h4" id={titleId}>
            {title}
          </Title>
          {!empty && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                aria-expanded={asTable}
                aria-controls={tableId}
                onClick={() => {
                  setAsTable((v) => !v);
                }}
                data-testid={`${testId}-toggle`}
              >
                {t(asTable ? 'chart.showChart' : 'chart.showTable')}
              </Button>
              <Button
                size="xs"
                variant="default"
                data-testid={`${testId}-csv`}
                aria-label={t('chart.csvOf', { title })}
                onClick={() => {
                  saveFile({
                    fileName: `${fileName}.csv`,
                    blob: new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }),
                  });
                }}
              >
                CSV
              </Button>
            </Group>
          )}
        </Group>
        {empty ? (
          <Text c="dimmed">{emptyText}</Text>
        ) : asTable ? (
          <ScrollTable minWidth={400}>
            <Table striped withTableBorder id={tableId} data-testid={`${testId}-table`}>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {table.header.map((h) => (
                    <Table.Th key={h} scope="col">
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, i) => (
                  <Table.Tr key={i}>
                    {row.map((cell, j) => (
                      <Table.Td key={j}>{cell ?? '—'}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        ) : (
          <div role="img" aria-label={summary} id={tableId} ref={keepLayersOutOfTabOrder}>
            {children}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
