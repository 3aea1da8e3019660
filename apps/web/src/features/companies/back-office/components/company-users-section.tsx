import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { StaffCompanyDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
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
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companies.detail.userName')}</Table.Th>
                <Table.Th>{t('companies.detail.email')}</Table.Th>
                <Table.Th>{t('companies.detail.position')}</Table.Th>
                <Table.Th>{t('companies.detail.lastLogin')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('companies.detail.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.usuarios.map((user) => (
                <Table.Tr key={user.idUsuario} data-testid="company-user">
                  <Table.Td>
                    {user.nombre} {user.apellidos}
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.cargo}</Table.Td>
                  <Table.Td>{user.ultimoAcceso ?? t('companies.detail.never')}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
