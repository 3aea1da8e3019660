import { Button, Group, Modal, Select, Text, TextInput } from '@mantine/core';
import { invoiceStatuses, type InvoiceStatus, type StaffInvoice } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  ExportButtons,
  useCallErrorText,
} from '../../../components/staff-admin-kit.tsx';
import { showCallError } from '../../../lib/query-client.ts';
import {
  invoicesExportHref,
  useChangeInvoiceState,
  useStaffInvoices,
} from '../api/staff-agreements.ts';
import { CompanySelect } from '../components/company-select.tsx';
import { CountedList } from '../components/counted-list.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';
import { NewInvoiceForm } from '../components/new-invoice-form.tsx';

/**
 * /gestion/facturas: invoices of every company by company, year, state and text; issue one
 * (generated PDF or uploaded PDF), change its state, download it, export the list.
 */
export default function StaffInvoicesPage() {
  const { t } = useTranslation('staffAgreements');
  const errorText = useCallErrorText();
  const [idEmpresa, setIdEmpresa] = useState<number | undefined>(undefined);
  const [anio, setAnio] = useState<string | null>(null);
  const [estado, setEstado] = useState<string | null>(null);
  const [texto, setTexto] = useState('');
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<StaffInvoice | null>(null);
  const change = useChangeInvoiceState();
  const filters = {
    idEmpresa,
    anio: anio === null ? undefined : Number(anio),
    estado: invoiceStatuses.find((s) => s === estado),
    texto: texto.trim() || undefined,
  };
  const invoices = useStaffInvoices(filters);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 8 }, (_, i) => String(thisYear - i));

  const setState = (invoice: StaffInvoice, next: InvoiceStatus) => {
    change.mutate(
      { idFactura: invoice.idFactura, estado: next },
      {
        onSuccess: (updated) => {
          setCancelling(null);
          setDone(
            t('invoices.changed', {
              numero: updated.numero,
              estado: t(`invoiceStatus.${updated.estado}`),
            }),
          );
        },
        onError: (error) => {
          if (cancelling === null) {
            showCallError(error);
          }
        },
      },
    );
  };

  return (
    <PageFrame size="xl">
      <Text>{t('invoices.intro')}</Text>
      <DoneNotice
        text={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <CompanySelect
          label={t('common.company')}
          placeholder={t('common.allCompanies')}
          value={idEmpresa}
          onChange={setIdEmpresa}
          testId="filter-company"
        />
        <Select
          label={t('invoices.year')}
          placeholder={t('invoices.allYears')}
          data={years}
          value={anio}
          onChange={setAnio}
          clearable
          clearButtonProps={{ 'aria-label': t('invoices.allYears') }}
          w={160}
          data-testid="filter-year"
        />
        <Select
          label={t('invoices.state')}
          placeholder={t('invoices.allStates')}
          data={invoiceStatuses.map((s) => ({ value: s, label: t(`invoiceStatus.${s}`) }))}
          value={estado}
          onChange={setEstado}
          clearable
          clearButtonProps={{ 'aria-label': t('invoices.allStates') }}
          w={200}
          data-testid="filter-state"
        />
        <TextInput
          label={t('invoices.searchLabel')}
          type="search"
          value={texto}
          onChange={(event) => {
            setTexto(event.currentTarget.value);
          }}
          miw={260}
          data-testid="filter-text"
        />
        <ExportButtons
          href={(formato) => invoicesExportHref(filters, formato)}
          fileName="facturas"
        />
        <Button
          onClick={() => {
            setDone(null);
            setCreating(true);
          }}
          data-testid="new-invoice"
        >
          {t('invoices.new')}
        </Button>
      </Group>
      <CountedList
        query={invoices}
        emptyText={t('invoices.empty')}
        countText={(count) => t('invoices.count', { count })}
        countTestId="invoices-total"
      >
        {(list) => (
          <InvoicesTable
            list={list}
            pendingId={change.isPending ? change.variables.idFactura : null}
            onChange={(invoice, next) => {
              setDone(null);
              if (next === 'anulada') {
                change.reset();
                setCancelling(invoice);
              } else {
                setState(invoice, next);
              }
            }}
          />
        )}
      </CountedList>
      <Modal
        opened={creating}
        onClose={() => {
          setCreating(false);
        }}
        title={t('invoices.form.title')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <NewInvoiceForm
          onCreated={(invoice) => {
            setCreating(false);
            setDone(
              t('invoices.form.created', { numero: invoice.numero, empresa: invoice.empresa }),
            );
          }}
        />
      </Modal>
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('invoices.cancel')}
        body={t('invoices.confirmCancel', { numero: cancelling?.numero ?? '' })}
        confirmLabel={t('invoices.cancel')}
        onClose={() => {
          setCancelling(null);
        }}
        onConfirm={() => {
          if (cancelling !== null) {
            setState(cancelling, 'anulada');
          }
        }}
        pending={change.isPending}
        error={errorText(change.error)}
        danger
        testId="invoice-cancel"
      />
    </PageFrame>
  );
}
