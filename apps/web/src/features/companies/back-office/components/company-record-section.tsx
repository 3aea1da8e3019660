import { Button, Group, Stack } from '@mantine/core';
import type { StaffCompanyDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { Facts } from '../../../../components/staff-admin-kit.tsx';
import { CompanyStateBadges } from './company-state-badges.tsx';
import type { CompanyDialog } from './company-dialogs.tsx';

/** The company's data and the buttons of the actions its state allows. */
export function CompanyRecordSection({
  company,
  onOpen,
}: {
  company: StaffCompanyDetail;
  onOpen: (dialog: CompanyDialog) => void;
}) {
  const { t } = useTranslation('staffAdmin');
  const pending = !company.validada && !company.bloqueada;
  const name = company.nombreComercial;
  return (
    <Section title={name} testId="company-record" action={<CompanyStateBadges company={company} />}>
      <Stack gap="md">
        <Facts
          items={[
            [t('companies.list.cif'), company.cif],
            [t('companies.detail.legalName'), company.razonSocial],
            [t('companies.detail.email'), company.email],
            [t('companies.detail.phone'), company.telefono],
            [t('companies.detail.web'), company.web],
            [
              t('companies.detail.address'),
              [company.direccion, company.cp].filter(Boolean).join(' · '),
            ],
            [t('companies.list.registered'), company.fechaAlta],
            [t('companies.list.offers'), String(company.numOfertas)],
            [t('companies.detail.pendingOffers'), String(company.numOfertasPendientes)],
            [t('companies.detail.blockMessage'), company.mensajeBloqueo],
            [t('companies.detail.description'), company.descripcion],
          ]}
        />
        <Group gap="sm" aria-label={t('companies.detail.actions')} role="group">
          {pending && (
            <Button
              onClick={() => {
                onOpen({ kind: 'validate' });
              }}
              data-testid="company-validate"
            >
              {t('companies.detail.validate')}
            </Button>
          )}
          {pending && (
            <Button
              variant="default"
              onClick={() => {
                onOpen({ kind: 'reject' });
              }}
              data-testid="company-reject"
            >
              {t('companies.detail.reject')}
            </Button>
          )}
          {company.bloqueada ? (
            <Button
              variant="default"
              onClick={() => {
                onOpen({ kind: 'unblock' });
              }}
              data-testid="company-unblock"
            >
              {t('companies.detail.unblock')}
            </Button>
          ) : (
            <Button
              variant="default"
              color="red.9"
              onClick={() => {
                onOpen({ kind: 'block' });
              }}
              data-testid="company-block"
            >
              {t('companies.detail.block')}
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => {
              onOpen({ kind: 'edit' });
            }}
            data-testid="company-edit"
          >
            {t('companies.detail.edit')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
