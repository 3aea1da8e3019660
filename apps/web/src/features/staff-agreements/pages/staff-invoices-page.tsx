import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  Codes,
  invoiceStatuses,
  invoiceTransitions,
  PDF_ONLY_MAX_BYTES,
  type InvoiceStatus,
  type StaffInvoice,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  ExportButtons,
  useCallErrorText,
} from '../../../components/staff-admin-kit.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { downloadFile } from '../../../lib/download.ts';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { showCallError } from '../../../lib/query-client.ts';
import {
  invoicesExportHref,
  useChangeInvoiceState,
  useCreateInvoice,
  useStaffInvoices,
} from '../api/staff-agreements.ts';
import { CompanySelect } from '../components/company-select.tsx';
import { InvoiceStatusBadge } from '../components/status-badge.tsx';

const money = (importe: string, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'es-ES', {
    style: 'currency',
    currency: 'EUR',
  }).format(Number(importe));

type Field = 'idEmpresa' | 'fecha' | 'concepto' | 'importe' | 'numero' | 'fichero';

function NewInvoiceForm({ onCreated }: { onCreated: (invoice: StaffInvoice) => void }) {
  const { t } = useTranslation('staffAgreements');
  const [idEmpresa, setIdEmpresa] = useState<number | undefined>(undefined);
  const [fecha, setFecha] = useState(new Date().toISOString().slice(0, 10));
  const [concepto, setConcepto] = useState('');
  const [importe, setImporte] = useState('');
  const [numero, setNumero] = useState('');
  const [estado, setEstado] = useState<InvoiceStatus>('pendiente');
  const [mode, setMode] = useState<'generate' | 'upload'>('generate');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const create = useCreateInvoice(({ loaded, total }) => {
    setPercent(Math.round((loaded / total) * 100));
  });

  const localErrors = (): Partial<Record<Field, string>> => {
    const errors: Partial<Record<Field, string>> = {};
    if (idEmpresa === undefined) {
      errors.idEmpresa = t('common.required');
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) {
      errors.fecha = fecha === '' ? t('common.required') : t('invoices.form.malformed');
    }
    if (concepto.trim().length < 3) {
      errors.concepto =
        concepto.trim() === '' ? t('common.required') : t('invoices.form.malformed');
    }
    if (!/^\d{1,9}([.,]\d{1,2})?$/.test(importe.trim()) || Number(importe.replace(',', '.')) <= 0) {
      errors.importe = importe.trim() === '' ? t('common.required') : t('invoices.form.malformed');
    }
    if (mode === 'upload') {
      if (file === null) {
        errors.fichero = t('common.required');
      } else if (extensionOf(file.name) !== 'pdf') {
        errors.fichero = t('common.pdfOnly');
      } else if (file.size > PDF_ONLY_MAX_BYTES) {
        errors.fichero = t('common.tooBig');
      }
    }
    return errors;
  };
  const errors = submitted ? { ...localErrors(), ...serverErrors } : {};

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(localErrors()).length > 0 || idEmpresa === undefined) {
      return;
    }
    const upload =
      mode === 'upload' && file !== null
        ? { ficheroB64: await readAsBase64(file), extension_adjunto: extensionOf(file.name) }
        : {};
    setPercent(0);
    create.mutate(
      {
        idEmpresa,
        fecha,
        concepto: concepto.trim(),
        importe: importe.trim(),
        estado,
        ...(numero.trim() === '' ? {} : { numero: numero.trim() }),
        ...upload,
      },
      {
        onSuccess: (invoice) => {
          setPercent(null);
          onCreated(invoice);
        },
        onError: (error) => {
          setPercent(null);
          if (isApiError(error) && error.status === Codes.FILE_EXTENSION_NOT_ALLOWED) {
            setServerErrors({ fichero: t('common.notAllowed') });
          } else if (isApiError(error) && error.status === Codes.SERVER_MESSAGE) {
            setServerErrors({ numero: error.mensaje ?? t('common.failed') });
          } else {
            setFailure(isApiError(error) && error.mensaje ? error.mensaje : t('common.failed'));
          }
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      data-testid="new-invoice-form"
    >
      <Stack gap="sm">
        <CompanySelect
          label={t('invoices.form.company')}
          required
          value={idEmpresa}
          onChange={setIdEmpresa}
          error={errors.idEmpresa ?? null}
          testId="invoice-company"
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('invoices.form.date')}
            required
            value={fecha}
            onChange={(event) => {
              setFecha(event.currentTarget.value);
            }}
            error={errors.fecha}
          />
          <TextInput
            label={t('invoices.form.amount')}
            required
            inputMode="decimal"
            value={importe}
            onChange={(event) => {
              setImporte(event.currentTarget.value);
            }}
            error={errors.importe}
            data-testid="invoice-amount"
          />
        </Group>
        <TextInput
          label={t('invoices.form.concept')}
          required
          maxLength={250}
          value={concepto}
          onChange={(event) => {
            setConcepto(event.currentTarget.value);
          }}
          error={errors.concepto}
          data-testid="invoice-concept"
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('invoices.form.number')}
            maxLength={40}
            value={numero}
            onChange={(event) => {
              setNumero(event.currentTarget.value);
              setServerErrors({});
            }}
            error={errors.numero}
          />
          <Select
            label={t('invoices.form.state')}
            data={invoiceStatuses
              .filter((s) => s !== 'anulada')
              .map((s) => ({ value: s, label: t(`invoiceStatus.${s}`) }))}
            value={estado}
            allowDeselect={false}
            onChange={(v) => {
              setEstado(v === 'pagada' ? 'pagada' : 'pendiente');
            }}
          />
        </Group>
        <Radio.Group
          label={t('invoices.form.mode')}
          value={mode}
          onChange={(v) => {
            setMode(v === 'upload' ? 'upload' : 'generate');
          }}
          data-testid="invoice-mode"
        >
          <Group gap="md" mt={4}>
            <Radio value="generate" label={t('invoices.form.generate')} />
            <Radio value="upload" label={t('invoices.form.upload')} />
          </Group>
        </Radio.Group>
        {mode === 'upload' && (
          <FileInput
            label={t('invoices.form.file')}
            placeholder={t('invoices.form.prompt')}
            accept="application/pdf,.pdf"
            required
            clearable
            clearButtonProps={{ 'aria-label': t('common.cancel') }}
            value={file}
            onChange={(value) => {
              setFile(value);
              setServerErrors({});
            }}
            error={errors.fichero}
            data-testid="invoice-file"
          />
        )}
        {percent !== null && create.isPending && (
          <Progress value={percent} aria-label={t('common.progress')} size="lg" />
        )}
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="invoice-send">
            {t('invoices.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const actionLabels: Record<InvoiceStatus, 'markPaid' | 'markPending' | 'cancel'> = {
  pagada: 'markPaid',
  pendiente: 'markPending',
  anulada: 'cancel',
};

/**
 * /gestion/facturas: invoices of every company by company, year, state and text; issue one
 * (generated PDF or uploaded PDF), change its state, download it, export the list.
 */
export default function StaffInvoicesPage() {
  const { t, i18n } = useTranslation('staffAgreements');
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
      <QueryState query={invoices} emptyText={t('invoices.empty')}>
        {(list) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status" data-testid="invoices-total">
              {t('invoices.count', { count: list.length })}
            </Text>
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
                      <Table.Td>
                        {i.subida ? t('invoices.uploaded') : t('invoices.generated')}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            aria-label={t('invoices.downloadLabel', { numero: i.numero })}
                            onClick={() => {
                              downloadFile(i.enlace, `factura-${i.numero}.pdf`).catch(
                                showCallError,
                              );
                            }}
                          >
                            PDF
                          </Button>
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
                              loading={
                                change.isPending && change.variables.idFactura === i.idFactura
                              }
                              onClick={() => {
                                setDone(null);
                                if (next === 'anulada') {
                                  change.reset();
                                  setCancelling(i);
                                } else {
                                  setState(i, next);
                                }
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
          </Stack>
        )}
      </QueryState>
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
