import { Badge, Text } from '@mantine/core';
import type { BillingAccount } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteBillingAccount } from '../api/delete-billing-account.ts';
import { useBillingAccounts } from '../../../lib/queries/company-accounts.ts';
import { useCountries } from '../api/get-reference-lists.ts';
import { BillingAccountForm } from './billing-account-form.tsx';
import { EditableListSection } from './editable-list-section.tsx';

function AccountDetails({ account, country }: { account: BillingAccount; country: string }) {
  const { t } = useTranslation('company');
  return (
    <>
      <Text size="sm">
        {t('billing.CIF')}: {account.CIF}
      </Text>
      <Text size="sm">
        {account.domicilioFiscal}, {account.cp} {account.poblacion} ({account.Provincia}), {country}
      </Text>
      {account.requiereEnvioPostalFacturas && account.domicilioEnvioPostal !== null ? (
        <Text size="sm">
          {t('billing.postalAddressShort')}: {account.domicilioEnvioPostal}
        </Text>
      ) : (
        <Badge variant="light" size="sm" w="fit-content">
          {t('billing.noPostal')}
        </Badge>
      )}
    </>
  );
}

/** The company's billing accounts: list, add, edit and delete (with confirmation). */
export function BillingAccountsSection() {
  const { i18n } = useTranslation('company');
  const accounts = useBillingAccounts();
  const countries = useCountries();
  const remove = useDeleteBillingAccount();
  const english = i18n.language === 'en';
  const countryName = (id: number) => {
    const country = countries.data?.find((c) => c.id === id);
    return country === undefined ? '' : english ? country.nombreEn : country.nombre;
  };

  return (
    <EditableListSection
      texts="billing"
      testIds={{
        section: 'billing-section',
        add: 'billing-add',
        done: 'billing-done',
        card: 'billing-card',
      }}
      query={accounts}
      itemId={(account) => account.idCuenta}
      itemName={(account) => account.NombreFiscal}
      remove={remove}
      formSize="lg"
      renderDetails={(account) => (
        <AccountDetails account={account} country={countryName(account.idPais)} />
      )}
      renderForm={(account, callbacks) => <BillingAccountForm account={account} {...callbacks} />}
    />
  );
}
