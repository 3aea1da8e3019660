import { FileInput, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import {
  Codes,
  invoiceStatuses,
  PDF_ONLY_MAX_BYTES,
  spanishToday,
  type InvoiceStatus,
  type StaffInvoice,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { extensionOf, readAsBase64 } from '../../../../lib/files.ts';
import { useCreateInvoice } from '../api/staff-agreements.ts';
import { CompanySelect } from './company-select.tsx';
import { UploadFormFooter } from './upload-form-footer.tsx';

type Field = 'idEmpresa' | 'fecha' | 'concepto' | 'importe' | 'numero' | 'fichero';
/** Issues an invoice to a company: a PDF the server generates or one uploaded. */
export function NewInvoiceForm({ onCreated }: { onCreated: (invoice: StaffInvoice) => void }) {
  const { t } = useTranslation('staffAgreements');
  const [idEmpresa, setIdEmpresa] = useState<number | undefined>(undefined);
  const [fecha, setFecha] = useState(() => spanishToday());
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
        <UploadFormFooter
          percent={percent}
          pending={create.isPending}
          failure={failure}
          submitLabel={t('invoices.form.send')}
          submitTestId="invoice-send"
        />
      </Stack>
    </form>
  );
}
