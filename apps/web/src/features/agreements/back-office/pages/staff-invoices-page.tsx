import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { invoiceStatuses, type InvoiceStatus, type StaffInvoice } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExportButtons,
  ListBody,
  ListFilters,
  ListTotal,
  useListState,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  useCallErrorText,
  useNotice,
} from '../../../../components/staff-admin-kit.tsx';
import { oneOf, positiveId } from '../../../../lib/use-url-filters.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import {
  invoicesExportHref,
  useChangeInvoiceState,
  useStaffInvoices,
} from '../api/staff-agreements.ts';
import { CompanySelect } from '../components/company-select.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';
import { NewInvoiceForm } from '../components/new-invoice-form.tsx';

/**
 * /gestion/facturas: invoices of every company by company, year, state and text (in the URL);
 * issue one
 * (generated PDF or uploaded PDF), change its state, download it, export the list.
 */
export default function StaffInvoicesPage() {
  const { t } = useTranslation('staffAgreements');
  const { t: tAdmin } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const list = useListState(['idEmpresa', 'anio', 'estado', 'texto'] as const);
  const idEmpresa = positiveId(list.values.idEmpresa);
  const estado = oneOf(invoiceStatuses, list.values.estado);
  const texto = list.values.texto;
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useNotice();
  const [cancelling, setCancelling] = useState<StaffInvoice | null>(null);
  const change = useChangeInvoiceState();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 8 }, (_, i) => String(thisYear - i));
  const anio = oneOf(years, list.values.anio);
  const filters = {
    idEmpresa,
    anio: anio === undefined ? undefined : Number(anio),
    estado,
    texto: texto.trim() || undefined,
  };
  const invoices = useStaffInvoices(filters);

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
        notice={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <ListFilters label={tAdmin('common.filters')} gap="md">
        <CompanySelect
          label={t('common.company')}
          placeholder={t('common.allCompanies')}
          value={idEmpresa}
          onChange={(id) => {
            list.setFilters({ idEmpresa: id === undefined ? '' : String(id) });
          }}
          testId="filter-company"
        />
        <Select
          label={t('invoices.year')}
          placeholder={t('invoices.allYears')}
          data={years}
          value={anio ?? null}
          onChange={(value) => {
            list.setFilters({ anio: value ?? '' });
          }}
          clearable
          clearButtonProps={{ 'aria-label': t('invoices.allYears') }}
          w={160}
          data-testid="filter-year"
        />
        <Select
          label={t('invoices.state')}
          placeholder={t('invoices.allStates')}
          data={invoiceStatuses.map((s) => ({ value: s, label: t(`invoiceStatus.${s}`) }))}
          value={estado ?? null}
          onChange={(value) => {
            list.setFilters({ estado: value ?? '' });
          }}
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
            list.setFilters({ texto: event.currentTarget.value }, { replace: true });
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
      </ListFilters>
      <ListBody query={invoices} rows={(all) => all} emptyText={t('invoices.empty')}>
        {(rows) => (
          <Stack gap="sm">
            <ListTotal text={t('invoices.count', { count: rows.length })} testId="invoices-total" />
            <InvoicesTable
              list={rows}
              sort={list.sort}
              onSort={list.toggleSort}
              page={list.page}
              onPage={list.setPage}
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
          </Stack>
        )}
      </ListBody>
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
