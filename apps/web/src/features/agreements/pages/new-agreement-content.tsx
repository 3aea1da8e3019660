import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  billingAccountsKey,
  companyContactsKey,
  useBillingAccounts,
  useCompanyContacts,
} from '../../../lib/queries/company-accounts.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useAgreementProfile } from '../api/get-agreement-options.ts';
import { downloadFile } from '../../../lib/download.ts';
import { AgreementForm, type AddPanel } from '../components/agreement-form.tsx';

interface NewAgreementContentProps {
  renderAddContact: AddPanel;
  renderAddAccount: AddPanel;
}

/**
 * /nuevo-convenio-colaboracion: the form with the company's contacts, billing accounts
 * and the data saved last time; the add panels come from the company profile (composed in app/).
 */
export function NewAgreementContent({
  renderAddContact,
  renderAddAccount,
}: NewAgreementContentProps) {
  const { t } = useTranslation('agreements');
  const queryClient = useQueryClient();
  const contacts = useCompanyContacts();
  const accounts = useBillingAccounts();
  const profile = useAgreementProfile();
  const [created, setCreated] = useState<{ idConvenio: number; enlace: string } | null>(null);
  const [formKey, setFormKey] = useState(0);

  const loading = contacts.isPending || accounts.isPending || profile.isPending;
  const failed = contacts.isError || accounts.isError || profile.isError;

  return (
    <PageFrame>
      {created !== null && (
        <Alert
          color="green"
          title={t('created.title')}
          role="status"
          data-testid="agreement-created"
        >
          <Stack gap="xs">
            <Text size="sm">{t('created.body')}</Text>
            <Group gap="md">
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  downloadFile(created.enlace, `convenio-${String(created.idConvenio)}.pdf`).catch(
                    showCallError,
                  );
                }}
              >
                {t('created.download')}
              </Button>
              <Anchor component={Link} to="/subir-convenio-firmado" size="sm">
                {t('created.goUpload')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      )}
      {loading && <Text role="status">…</Text>}
      {failed && (
        <Alert color="red" role="alert">
          {t('form.loadError')}
        </Alert>
      )}
      {contacts.data !== undefined && accounts.data !== undefined && profile.data !== undefined && (
        <AgreementForm
          key={formKey}
          contacts={contacts.data}
          accounts={accounts.data}
          profile={profile.data}
          renderAddContact={renderAddContact}
          renderAddAccount={renderAddAccount}
          onListsChanged={() =>
            Promise.all([
              queryClient.refetchQueries({ queryKey: companyContactsKey }),
              queryClient.refetchQueries({ queryKey: billingAccountsKey }),
            ])
          }
          onCreated={(value) => {
            setCreated(value);
            setFormKey((k) => k + 1);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </PageFrame>
  );
}
