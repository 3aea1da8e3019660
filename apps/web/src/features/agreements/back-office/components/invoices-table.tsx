import { Button, Group } from '@mantine/core';
import { invoiceTransitions, type InvoiceStatus, type StaffInvoice } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  ListTable,
  type ListColumn,
  type ListSort,
} from '../../../../components/list-kit/index.ts';
import { RowDownloadButton } from '../../../../components/download-button.tsx';
import { formatDay } from '../../../../lib/dates.ts';
import { InvoiceStatusBadge } from './status-badge.tsx';
import { formatMoney } from '../../../../lib/numbers.ts';

const actionLabels: Record<InvoiceStatus, 'markPaid' | 'markPending' | 'cancel'> = {
  pagada: 'markPaid',
  pendiente: 'markPending',
  anulada: 'cancel',
};
/** The invoices found: download each, and move it to the states its state allows. */
export function InvoicesTable({
  list,
  pendingId,
  onChange,
  sort,
  onSort,
  page,
  onPage,
}: {
  list: readonly StaffInvoice[];
  /** The invoice whose state is being changed. */
  pendingId: number | null;
  onChange: (invoice: StaffInvoice, next: InvoiceStatus) => void;
  /** The sorted column (from the URL) and the change of it. */
  sort: ListSort | null;
  onSort: (key: string) => void;
  /** The page of rows shown (the table pages the list) and the change of page. */
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('staffAgreements');
  const columns: ListColumn<StaffInvoice>[] = [
    {
      key: 'numero',
      header: t('invoices.number'),
      sortValue: (i) => i.numero,
      cell: (i) => i.numero,
    },
    {
      key: 'fecha',
      header: t('invoices.date'),
      sortValue: (i) => i.fecha,
      cell: (i) => formatDay(i.fecha, i18n.language),
    },
    {
      key: 'empresa',
      header: t('common.company'),
      sortValue: (i) => i.empresa,
      cell: (i) => i.empresa,
    },
    {
      key: 'concepto',
      header: t('invoices.concept'),
      sortValue: (i) => i.concepto,
      cell: (i) => i.concepto,
    },
    {
      key: 'importe',
      header: t('invoices.amount'),
      align: 'right',
      cellStyle: { whiteSpace: 'nowrap' },
      sortValue: (i) => Number(i.importe),
      cell: (i) => formatMoney(i.importe, i18n.language),
    },
    {
      key: 'estado',
      header: t('invoices.state'),
      sortValue: (i) => t(`invoiceStatus.${i.estado}`),
      cell: (i) => <InvoiceStatusBadge estado={i.estado} />,
    },
    {
      key: 'origen',
      header: t('invoices.origin'),
      cell: (i) => (i.subida ? t('invoices.uploaded') : t('invoices.generated')),
    },
    {
      key: 'acciones',
      header: t('invoices.actions'),
      cell: (i) => (
        <Group gap={6} wrap="nowrap">
          <RowDownloadButton
            href={i.enlace}
            fileName={`factura-${i.numero}.pdf`}
            label="PDF"
            ariaLabel={t('invoices.downloadLabel', { numero: i.numero })}
          />
          {invoiceTransitions[i.estado].map((next) => (
            <Button
              key={next}
              size="compact-sm"
              variant="default"
              color={next === 'anulada' ? 'red.9' : undefined}
              aria-label={t('invoices.changeLabel', {
                accion: t(`invoices.${actionLabels[next]}`),
                numero: i.numero,
              })}
              loading={pendingId === i.idFactura}
              onClick={() => {
                onChange(i, next);
              }}
            >
              {t(`invoices.${actionLabels[next]}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <ListTable
      testId="staff-invoices"
      rows={list}
      rowKey={(i) => i.idFactura}
      rowTestId={(i) => `staff-invoice-${i.numero}`}
      columns={columns}
      minWidth={900}
      sort={sort}
      onSort={onSort}
      page={page}
      onPage={onPage}
    />
  );
}
