import { Button, Text, VisuallyHidden } from '@mantine/core';
import type { StaffCompanyDetail, StaffCompanyUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { Section } from '../../../../components/section.tsx';
import type { CompanyDialog } from './company-dialogs.tsx';

/** The company's users: add one, remove one. */
export function CompanyUsersSection({
  company,
  onOpen,
}: {
  company: StaffCompanyDetail;
  onOpen: (dialog: CompanyDialog) => void;
}) {
  const { t } = useTranslation('staffAdmin');
  const columns: ListColumn<StaffCompanyUser>[] = [
    {
      key: 'nombre',
      header: t('companies.detail.userName'),
      cell: (user) => `${user.nombre} ${user.apellidos}`,
    },
    { key: 'email', header: t('companies.detail.email'), cell: (user) => user.email },
    { key: 'cargo', header: t('companies.detail.position'), cell: (user) => user.cargo },
    {
      key: 'acceso',
      header: t('companies.detail.lastLogin'),
      cell: (user) => user.ultimoAcceso ?? t('companies.detail.never'),
    },
    {
      key: 'acciones',
      header: <VisuallyHidden>{t('companies.detail.actions')}</VisuallyHidden>,
      cell: (user) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            onOpen({ kind: 'remove', user });
          }}
          aria-label={t('companies.detail.removeUserNamed', {
            name: `${user.nombre} ${user.apellidos}`,
          })}
        >
          {t('companies.detail.removeUser')}
        </Button>
      ),
    },
  ];
  return (
    <Section
      title={t('companies.detail.users')}
      testId="company-users"
      action={
        <Button
          size="xs"
          onClick={() => {
            onOpen({ kind: 'addUser' });
          }}
          data-testid="company-add-user"
        >
          {t('companies.detail.addUser')}
        </Button>
      }
    >
      {company.usuarios.length === 0 ? (
        <Text size="sm">{t('companies.detail.noUsers')}</Text>
      ) : (
        <ListTable
          rows={company.usuarios}
          rowKey={(user) => user.idUsuario}
          rowTestId={() => 'company-user'}
          columns={columns}
          minWidth={560}
        />
      )}
    </Section>
  );
}
