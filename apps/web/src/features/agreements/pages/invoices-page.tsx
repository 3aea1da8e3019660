import { Badge, Group, Select, Table, Text } from '@mantine/core';
import { invoiceStatuses, type Invoice, type InvoiceStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../components/download-button.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useInvoices } from '../api/company-documents.ts';
import { formatMoney } from '../../../lib/numbers.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

const colours: Record<InvoiceStatus, string> = {
  pendiente: 'orange',
  pagada: 'green',
  anulada: 'gray',
};

function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation('agreements');
  return (
    <ScrollTable minWidth={640}>
      <Table striped highlightOnHover data-testid="invoices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('invoices.number')}</Table.Th>
            <Table.Th scope="col">{t('invoices.date')}</Table.Th>
            <Table.Th scope="col">{t('invoices.concept')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('invoices.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('invoices.state')}</Table.Th>
            <Table.Th scope="col">{t('invoices.download')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((i) => (
            <Table.Tr key={i.idFactura} data-testid={`invoice-${i.numero}`}>
              <Table.Td>{i.numero}</Table.Td>
              <Table.Td>{formatDay(i.fecha, i18n.language)}</Table.Td>
              <Table.Td>{i.concepto}</Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatMoney(i.importe, i18n.language)}
              </Table.Td>
              <Table.Td>
                <Badge color={colours[i.estado]} variant="light" autoContrast>
                  {t(`invoices.status.${i.estado}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <RowDownloadButton
                  href={i.enlace}
                  fileName={`factura-${i.numero}.pdf`}
                  label={t('invoices.download')}
                  ariaLabel={t('invoices.downloadLabel', { numero: i.numero })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** /facturas: the company's invoices (dameFacturasALTAI) by year and state, each as a PDF. */
export default function InvoicesPage() {
  const { t } = useTranslation('agreements');
  const [anio, setAnio] = useState<string | null>(null);
  const [estado, setEstado] = useState<string | null>(null);
  const all = useInvoices();
  const status = invoiceStatuses.find((s) => s === estado);
  const filtered = useInvoices(anio === null ? undefined : Number(anio), status);
  const years = [...new Set((all.data ?? []).map((i) => i.fecha.slice(0, 4)))].sort((a, b) =>
    b.localeCompare(a),
  );

  return (
    <PageFrame>
      <Text>{t('invoices.intro')}</Text>
      <Group gap="md" align="flex-end">
        <Select
          label={t('invoices.year')}
          placeholder={t('invoices.allYears')}
          data={years}
          value={anio}
          onChange={setAnio}
          clearable
          clearButtonProps={{ 'aria-label': t('invoices.allYears') }}
          w={180}
          data-testid="filter-year"
        />
        <Select
          label={t('invoices.state')}
          placeholder={t('invoices.allStates')}
          data={invoiceStatuses.map((s) => ({ value: s, label: t(`invoices.status.${s}`) }))}
          value={estado}
          onChange={setEstado}
          clearable
          clearButtonProps={{ 'aria-label': t('invoices.allStates') }}
          w={220}
          data-testid="filter-state"
        />
      </Group>
      <QueryState query={filtered} emptyText={t('invoices.empty')}>
        {(invoices) => (
          <>
            <Text size="sm" c="dimmed" role="status" data-testid="invoices-total">
              {t('invoices.total', { count: invoices.length })}
            </Text>
            <InvoicesTable invoices={invoices} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
