import { Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { billingAccountBodySchema, ID_PAIS_ESPANA, type BillingAccount } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../../lib/query-client.ts';
import { useSaveBillingAccount } from '../api/save-billing-account.ts';
import { focusFirstError, serverFieldErrors, useErrorText } from '../lib/form-errors.ts';
import { CountryProvinceFields } from './address-fields.tsx';

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
 * A fiscal account (000 §3 newaccount, §5 rules): fiscal name, address, town and postal code
 * 3–150, CIF, country; the province is a select for Spain and free text elsewhere; the postal
 * address (3–250) is asked only when invoices go by post.
 */
export function BillingAccountForm({ account, onSaved, onCancel }: BillingAccountFormProps) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  const save = useSaveBillingAccount();
  const form = useForm<BillingFormValues>({
    mode: 'controlled',
    initialValues: initialValues(account),
    validate,
  });
  const field = (name: keyof BillingFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error) };
  };

  return (
    <form
      noValidate
      aria-label={account === null ? t('billing.add') : t('billing.edit')}
      data-testid="billing-form"
      onSubmit={form.onSubmit(
        (values, event) => {
          const formElement = event?.currentTarget ?? null;
          const body = billingAccountBodySchema.parse(values);
          save.mutate(account === null ? { body } : { idCuenta: account.idCuenta, body }, {
            onSuccess: onSaved,
            onError: (error) => {
              const errors = serverFieldErrors(error);
              if (errors === null) {
                showCallError(error);
                return;
              }
              form.setErrors(errors);
              focusFirstError(formElement);
            },
          });
        },
        (_errors, _values, event) => {
          focusFirstError(event?.currentTarget ?? null);
        },
      )}
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="billing-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
