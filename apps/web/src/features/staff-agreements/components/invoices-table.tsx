import { Button, Group, Table } from '@mantine/core';
import { invoiceTransitions, type InvoiceStatus, type StaffInvoice } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../components/download-button.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { InvoiceStatusBadge } from './status-badge.tsx';

const money = (importe: string, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'es-ES', {
    style: 'currency',
    currency: 'EUR',
  }).format(Number(importe));
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
}: {
  list: StaffInvoice[];
  /** The invoice whose state is being changed. */
  pendingId: number | null;
  onChange: (invoice: StaffInvoice, next: InvoiceStatus) => void;
}) {
  const { t, i18n } = useTranslation('staffAgreements');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="staff-invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('invoices.number')}</Table.Th>
            <Table.Th scope="col">{t('invoices.date')}</Table.Th>
            <Table.Th scope="col">{t('common.company')}</Table.Th>
            <Table.Th scope="col">{t('invoices.concept')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('invoices.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('invoices.state')}</Table.Th>
            <Table.Th scope="col">{t('invoices.origin')}</Table.Th>
            <Table.Th scope="col">{t('invoices.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((i) => (
            <Table.Tr key={i.idFactura} data-testid={`staff-invoice-${i.numero}`}>
              <Table.Td>{i.numero}</Table.Td>
              <Table.Td>{formatDay(i.fecha, i18n.language)}</Table.Td>
              <Table.Td>{i.empresa}</Table.Td>
              <Table.Td>{i.concepto}</Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {money(i.importe, i18n.language)}
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge estado={i.estado} />
              </Table.Td>
              <Table.Td>{i.subida ? t('invoices.uploaded') : t('invoices.generated')}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
