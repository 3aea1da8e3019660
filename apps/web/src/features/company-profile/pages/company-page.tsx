import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { useCompanyData } from '../api/get-company-data.ts';
import { BillingAccountsSection } from '../components/billing-accounts-section.tsx';
import { CompanyDataForm } from '../components/company-data-form.tsx';
import { ContactsSection } from '../components/contacts-section.tsx';

const tabs = ['data', 'contacts', 'billing'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/**
 * /mi-empresa: the company profile (dameDatosEmpresa, editaEmpresaCompletos), its management
 * contacts and its billing accounts, one tab each.
 */
export default function CompanyPage() {
  const { t } = useTranslation('company');
  const company = useCompanyData();
  const [tab, setTab] = useState<Tab>('data');

  return (
    <PageFrame>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) {
            setTab(value);
          }
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="data" data-testid="tab-data">
            {t('tabs.data')}
          </Tabs.Tab>
          <Tabs.Tab value="contacts" data-testid="tab-contacts">
            {t('tabs.contacts')}
          </Tabs.Tab>
          <Tabs.Tab value="billing" data-testid="tab-billing">
            {t('tabs.billing')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data" pt="md">
          <RecordState query={company}>{(data) => <CompanyDataForm company={data} />}</RecordState>
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <ContactsSection />
        </Tabs.Panel>
        <Tabs.Panel value="billing" pt="md">
          <BillingAccountsSection />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
