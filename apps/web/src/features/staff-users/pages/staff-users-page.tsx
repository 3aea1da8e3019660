import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import {
  filterStaffUsers,
  staffRoles,
  staffUserStates,
  type StaffUserItem,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/list-kit/list-export.tsx';
import { NoMatch } from '../../../components/list-kit/list-body.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { DoneNotice } from '../../../components/staff-admin-kit.tsx';
import { oneOf, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { staffUsersExportHref, useDeactivateStaffUser, useStaffUsers } from '../api/staff-users.ts';
import { InviteForm } from '../components/invite-form.tsx';
import { StaffUserActions, type StaffUserNotice } from '../components/staff-user-actions.tsx';
import { StaffUserFilters } from '../components/staff-user-filters.tsx';

const dateTime = (iso: string | null, language: string) =>
  iso === null
    ? null
    : new Intl.DateTimeFormat(language, {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Madrid',
      }).format(new Date(iso));

/**
 * /gestion/usuarios (administrators): the careers office's staff, searched by name or email and
 * filtered by role and state (in the URL, the export follows them), invitations by email, roles
 * and deactivation. The server refuses to leave the portal without an active administrator.
 */
export default function StaffUsersPage() {
  const { t, i18n } = useTranslation('backOffice');
  const users = useStaffUsers();
  const deactivate = useDeactivateStaffUser();
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<StaffUserItem | null>(null);
  const [urlFilters, setFilters] = useUrlFilters(['texto', 'rol', 'estado'] as const);
  const rol = oneOf(staffRoles, urlFilters.rol);
  const estado = oneOf(staffUserStates, urlFilters.estado);
  const filters = { texto: urlFilters.texto, rol: rol ?? '', estado: estado ?? '' };

  const done = (key: StaffUserNotice, user: StaffUserItem) => {
    setNotice(t(`users.notice.${key}`, { email: user.email }));
  };

  return (
    <PageFrame>
      <Text>{t('users.intro')}</Text>
      <DoneNotice
        text={notice}
        onClose={() => {
          setNotice(null);
        }}
        testId="users-notice"
      />
      <InviteForm
        onInvited={(user) => {
          done('invited', user);
        }}
      />
      <Section
        title={t('users.list.title')}
        testId="staff-users"
        action={
          <ExportButtons
            href={(formato) => staffUsersExportHref({ texto: filters.texto, rol, estado }, formato)}
            fileName="usuarios-gestion"
            testId="users-export"
          />
        }
      >
        <StaffUserFilters values={filters} onChange={setFilters} />
        <QueryState query={users} emptyText={t('users.list.empty')}>
          {(all) => {
            const rows = filterStaffUsers(all, { texto: filters.texto, rol, estado });
            if (rows.length === 0) {
              return <NoMatch text={t('users.list.noMatch')} />;
            }
            return (
              <Table.ScrollContainer minWidth={800}>
                <Table striped withTableBorder data-testid="staff-users-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('users.fields.nombre')}</Table.Th>
                      <Table.Th scope="col">{t('users.fields.email')}</Table.Th>
                      <Table.Th scope="col">{t('users.fields.rol')}</Table.Th>
                      <Table.Th scope="col">{t('users.fields.estado')}</Table.Th>
                      <Table.Th scope="col">{t('users.fields.ultimoAcceso')}</Table.Th>
                      <Table.Th scope="col">{t('users.fields.acciones')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((user) => (
                      <Table.Tr key={user.idUsuario} data-testid={`staff-user-${user.email}`}>
                        <Table.Th scope="row" fw={500}>
                          {user.nombre} {user.apellidos}
                          {user.esUsted && (
                            <Text span size="sm" c="dimmed">
                              {' '}
                              ({t('users.you')})
                            </Text>
                          )}
                        </Table.Th>
                        <Table.Td>{user.email}</Table.Td>
                        <Table.Td>{t(`users.roles.${user.rol}`)}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge
                              variant="light"
                              color={user.estado === 'activo' ? 'green' : 'gray'}
                            >
                              {t(`users.states.${user.estado}`)}
                            </Badge>
                            {user.invitacionPendiente && (
                              <Badge variant="light" color="yellow">
                                {t('users.pendingInvitation')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {dateTime(user.ultimoAcceso, i18n.language) ?? t('users.never')}
                        </Table.Td>
                        <Table.Td>
                          <StaffUserActions
                            user={user}
                            onDone={done}
                            onDeactivate={setConfirming}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            );
          }}
        </QueryState>
      </Section>
      <Modal
        opened={confirming !== null}
        onClose={() => {
          setConfirming(null);
        }}
        title={t('users.deactivate.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text mb="lg">{t('users.deactivate.body', { email: confirming?.email ?? '' })}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setConfirming(null);
            }}
          >
            {t('common.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={deactivate.isPending}
            data-testid="deactivate-confirm"
            onClick={() => {
              if (confirming === null) {
                return;
              }
              deactivate.mutate(confirming.idUsuario, {
                onSuccess: (changed) => {
                  done('deactivated', changed);
                },
                onSettled: () => {
                  setConfirming(null);
                },
              });
            }}
          >
            {t('users.deactivate.confirm')}
          </Button>
        </Group>
      </Modal>
    </PageFrame>
  );
}
