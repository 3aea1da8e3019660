import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { StaffCompanyItem } from '@portal/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { usePendingCompanies } from '../api/get-pending-companies.ts';
import { useValidateCompany } from '../../../lib/queries/staff-decisions.ts';

function CompanyCard({
  company,
  onValidate,
}: {
  company: StaffCompanyItem;
  onValidate: () => void;
}) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  return (
    <Card withBorder component="li" aria-labelledby={headingId} data-testid="pending-company">
      <Stack gap={4}>
        <Title order={3} size="h4" id={headingId}>
          {company.nombreComercial}
        </Title>
        <Text size="sm">
          {company.razonSocial} · {company.cif}
        </Text>
        <Text size="sm" c="dimmed">
          {[company.email, company.telefono].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          {t('companies.registered', { date: company.fechaAlta })} ·{' '}
          {t('companies.pendingOffers', { count: company.numOfertasPendientes })}
        </Text>
        {company.bloqueada && (
          <Text size="sm" fw={600}>
            {t('companies.blocked')}
          </Text>
        )}
        <Group mt="xs">
          <Button
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            onClick={onValidate}
            aria-label={t('companies.validateNamed', { name: company.nombreComercial })}
          >
            {t('companies.validate')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Companies waiting for the careers office: their offers cannot be published until validated. */
export function PendingCompaniesSection({ onValidated }: { onValidated: (name: string) => void }) {
  const { t } = useTranslation('staff');
  const companies = usePendingCompanies();
  const validate = useValidateCompany();
  const [confirming, setConfirming] = useState<StaffCompanyItem | null>(null);
  const close = () => {
    setConfirming(null);
  };

  return (
    <Section title={t('companies.title')} testId="pending-companies">
      <QueryState query={companies} emptyText={t('companies.empty')}>
        {(list) => (
          <Stack
            component="ul"
            gap="sm"
            aria-label={t('companies.title')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {list.map((company) => (
              <CompanyCard
                key={company.idEmpresa}
                company={company}
                onValidate={() => {
                  setConfirming(company);
                }}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <Modal
        opened={confirming !== null}
        onClose={close}
        title={t('companies.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Text mb="lg">
          {t('companies.confirmBody', { name: confirming?.nombreComercial ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={validate.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            loading={validate.isPending}
            data-testid="validate-company-confirm"
            onClick={() => {
              if (confirming === null) {
                return;
              }
              validate.mutate(confirming.idEmpresa, {
                onSuccess: () => {
                  onValidated(confirming.nombreComercial);
                  close();
                },
              });
            }}
          >
            {t('companies.confirm')}
          </Button>
        </Group>
      </Modal>
    </Section>
  );
}
