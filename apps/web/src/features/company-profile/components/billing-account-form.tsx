import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { billingAccountBodySchema, ID_PAIS_ESPANA, type BillingAccount } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSaveBillingAccount } from '../api/save-billing-account.ts';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { CountryProvinceFields } from './address-fields.tsx';
import { FormActions } from './form-parts.tsx';

interface BillingFormValues {
  NombreFiscal: string;
  CIF: string;
  domicilioFiscal: string;
  idPais: string | null;
  idProvincia: string | null;
  provincia: string;
  poblacion: string;
  cp: string;
  requiereEnvioPostalFacturas: boolean;
  domicilioEnvioPostal: string;
  SWIFT: string;
}

const idText = (id: number | null) => (id === null ? null : String(id));

function initialValues(account: BillingAccount | null): BillingFormValues {
  return {
    NombreFiscal: account?.NombreFiscal ?? '',
    CIF: account?.CIF ?? '',
    domicilioFiscal: account?.domicilioFiscal ?? '',
    idPais: String(account?.idPais ?? ID_PAIS_ESPANA),
    idProvincia: idText(account?.idProvincia ?? null),
    provincia: account?.provincia ?? '',
    poblacion: account?.poblacion ?? '',
    cp: account?.cp ?? '',
    requiereEnvioPostalFacturas: account?.requiereEnvioPostalFacturas ?? false,
    domicilioEnvioPostal: account?.domicilioEnvioPostal ?? '',
    SWIFT: account?.SWIFT ?? '',
  };
}

const validate = schemaResolver(billingAccountBodySchema, { sync: true });

interface BillingAccountFormProps {
  /** The account to edit, or null for a new one. */
  account: BillingAccount | null;
  onSaved: (account: BillingAccount) => void;
  onCancel: () => void;
}

/**
 * A fiscal account (newaccount rules): fiscal name, address, town and postal code
 * 3–150, CIF, country; the province is a select for Spain and free text elsewhere; the postal
 * address (3–250) is asked only when invoices go by post; the bank's SWIFT/BIC is optional.
 */
export function BillingAccountForm({ account, onSaved, onCancel }: BillingAccountFormProps) {
  const { t } = useTranslation('company');
  const save = useSaveBillingAccount();
  const form = useForm<BillingFormValues>({
    mode: 'controlled',
    initialValues: initialValues(account),
    validate,
  });
  const field = useFieldProps(form);

  return (
    <form
      noValidate
      aria-label={account === null ? t('billing.add') : t('billing.edit')}
      data-testid="billing-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        const body = billingAccountBodySchema.parse(values);
        save.mutate(account === null ? { body } : { idCuenta: account.idCuenta, body }, {
          onSuccess: onSaved,
          onError,
        });
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('billing.NombreFiscal')}
            required
            data-autofocus
            {...field('NombreFiscal')}
            data-testid="billing-name"
          />
          <TextInput
            label={t('billing.CIF')}
            required
            {...field('CIF')}
            data-testid="billing-cif"
          />
        </SimpleGrid>
        <TextInput
          label={t('billing.domicilioFiscal')}
          required
          {...field('domicilioFiscal')}
          data-testid="billing-address"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountryProvinceFields idPais={form.values.idPais} field={field} testIdPrefix="billing" />
          <TextInput
            label={t('billing.poblacion')}
            required
            {...field('poblacion')}
            data-testid="billing-town"
          />
          <TextInput
            label={t('billing.cp')}
            required
            {...field('cp')}
            data-testid="billing-postal-code"
          />
          <TextInput
            label={t('billing.SWIFT')}
            description={t('billing.swiftHelp')}
            {...field('SWIFT')}
            data-testid="billing-swift"
          />
        </SimpleGrid>
        <Switch
          label={t('billing.requiereEnvioPostalFacturas')}
          {...form.getInputProps('requiereEnvioPostalFacturas', { type: 'checkbox' })}
          data-testid="billing-postal-toggle"
        />
        {form.values.requiereEnvioPostalFacturas && (
          <Textarea
            label={t('billing.domicilioEnvioPostal')}
            required
            autosize
            minRows={2}
            {...field('domicilioEnvioPostal')}
            data-testid="billing-postal-address"
          />
        )}
        <FormActions pending={save.isPending} testId="billing-save" onCancel={onCancel} mt="sm" />
      </Stack>
    </form>
  );
}
