import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BillingAccount } from '@portal/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useDeleteBillingAccount } from '../api/delete-billing-account.ts';
import { useBillingAccounts } from '../api/get-billing-accounts.ts';
import { useCountries } from '../api/get-reference-lists.ts';
import { BillingAccountForm } from './billing-account-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Editing = { account: BillingAccount | null } | null;
type Done = 'added' | 'saved' | 'deleted' | null;

function AccountCard({
  account,
  country,
  onEdit,
  onDelete,
}: {
  account: BillingAccount;
  country: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('company');
  const name = account.NombreFiscal;
  return (
    <Card withBorder component="li" data-testid="billing-card">
      <Stack gap={4}>
        <Text fw={700}>{name}</Text>
        <Text size="sm">
          {t('billing.CIF')}: {account.CIF}
        </Text>
        <Text size="sm">
          {account.domicilioFiscal}, {account.cp} {account.poblacion} ({account.Provincia}),{' '}
          {country}
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
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            onClick={onEdit}
            aria-label={t('billing.editNamed', { name })}
          >
            {t('form.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={t('billing.deleteNamed', { name })}
          >
            {t('form.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The company's billing accounts: list, add, edit and delete (with confirmation). */
export function BillingAccountsSection() {
  const { t, i18n } = useTranslation('company');
  const accounts = useBillingAccounts();
  const countries = useCountries();
  const remove = useDeleteBillingAccount();
  const [editing, setEditing] = useState<Editing>(null);
  // On a phone the form takes the whole screen.
  const narrow = useMediaQuery('(max-width: 36em)');
  const [deleting, setDeleting] = useState<BillingAccount | null>(null);
  const [done, setDone] = useState<Done>(null);
  const english = i18n.language === 'en';
  const countryName = (id: number) => {
    const country = countries.data?.find((c) => c.id === id);
    return country === undefined ? '' : english ? country.nombreEn : country.nombre;
  };

  return (
    <Section
      title={t('billing.title')}
      testId="billing-section"
      action={
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => {
            setDone(null);
            setEditing({ account: null });
          }}
          data-testid="billing-add"
        >
          {t('billing.add')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('billing.intro')}
        </Text>
        {done !== null && (
          <Alert color="green" variant="light" role="status" data-testid="billing-done">
            {t(`billing.${done}`)}
          </Alert>
        )}
        <QueryState query={accounts} emptyText={t('billing.empty')}>
          {(list) => (
            <SimpleGrid
              cols={{ base: 1, md: 2 }}
              component="ul"
              aria-label={t('billing.title')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {list.map((account) => (
                <AccountCard
                  key={account.idCuenta}
                  account={account}
                  country={countryName(account.idPais)}
                  onEdit={() => {
                    setDone(null);
                    setEditing({ account });
                  }}
                  onDelete={() => {
                    setDone(null);
                    setDeleting(account);
                  }}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        title={editing?.account ? t('billing.edit') : t('billing.add')}
        size="lg"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {editing !== null && (
          <BillingAccountForm
            account={editing.account}
            onCancel={() => {
              setEditing(null);
            }}
            onSaved={() => {
              setDone(editing.account === null ? 'added' : 'saved');
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('billing.deleteTitle')}
        body={t('billing.deleteBody', { name: deleting?.NombreFiscal ?? '' })}
        confirmLabel={t('form.delete')}
        loading={remove.isPending}
        onClose={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting === null) {
            return;
          }
          remove.mutate(deleting.idCuenta, {
            onSuccess: () => {
              setDeleting(null);
              setDone('deleted');
            },
          });
        }}
      />
    </Section>
  );
}
