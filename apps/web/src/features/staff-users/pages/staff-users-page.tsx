import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import type { StaffUserItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { DoneNotice } from '../../../components/staff-admin-kit.tsx';
import {
  staffUsersExportHref,
  useChangeStaffRole,
  useDeactivateStaffUser,
  useReactivateStaffUser,
  useResendInvitation,
  useStaffUsers,
} from '../api/staff-users.ts';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { InviteForm } from '../components/invite-form.tsx';

const dateTime = (iso: string | null, language: string) =>
  iso === null
    ? null
    : new Intl.DateTimeFormat(language, {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Madrid',
      }).format(new Date(iso));

/**
 * /gestion/usuarios (administrators): the careers office's staff, invitations by email, roles
 * and deactivation. The server refuses to leave the portal without an active administrator.
 */
export default function StaffUsersPage() {
  const { t, i18n } = useTranslation('backOffice');
  const users = useStaffUsers();
  const changeRole = useChangeStaffRole();
  const deactivate = useDeactivateStaffUser();
  const reactivate = useReactivateStaffUser();
  const resend = useResendInvitation();
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<StaffUserItem | null>(null);

  const done = (
    key: 'invited' | 'resent' | 'roleChanged' | 'deactivated' | 'reactivated',
    user: StaffUserItem,
  ) => {
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
            href={staffUsersExportHref}
            fileName="usuarios-gestion"
            testId="users-export"
          />
        }
      >
        <QueryState query={users} emptyText={t('users.list.empty')}>
          {(rows) => (
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
                        <Group gap="xs" wrap="nowrap">
                          {user.estado === 'activo' && (
                            <Button
                              size="xs"
                              variant="default"
                              loading={
                                changeRole.isPending &&
                                changeRole.variables.idUsuario === user.idUsuario
                              }
                              aria-label={t(
                                user.rol === 'gestor'
                                  ? 'users.actions.makeAdminOf'
                                  : 'users.actions.makeManagerOf',
                                { name: `${user.nombre} ${user.apellidos}` },
                              )}
                              onClick={() => {
                                changeRole.mutate(
                                  {
                                    idUsuario: user.idUsuario,
                                    rol: user.rol === 'gestor' ? 'administrador' : 'gestor',
                                  },
                                  {
                                    onSuccess: (changed) => {
                                      done('roleChanged', changed);
                                    },
                                  },
                                );
                              }}
                            >
                              {t(
                                user.rol === 'gestor'
                                  ? 'users.actions.makeAdmin'
                                  : 'users.actions.makeManager',
                              )}
                            </Button>
                          )}
                          {user.invitacionPendiente && user.estado === 'activo' && (
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={t('users.actions.resendOf', { name: user.email })}
                              onClick={() => {
                                resend.mutate(user.idUsuario, {
                                  onSuccess: () => {
                                    done('resent', user);
                                  },
                                });
                              }}
                            >
                              {t('users.actions.resend')}
                            </Button>
                          )}
                          {user.estado === 'activo' ? (
                            <Button
                              size="xs"
                              color="red"
                              variant="outline"
                              aria-label={t('users.actions.deactivateOf', { name: user.email })}
                              onClick={() => {
                                setConfirming(user);
                              }}
                            >
                              {t('users.actions.deactivate')}
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={t('users.actions.reactivateOf', { name: user.email })}
                              onClick={() => {
                                reactivate.mutate(user.idUsuario, {
                                  onSuccess: (changed) => {
                                    done('reactivated', changed);
                                  },
                                });
                              }}
                            >
                              {t('users.actions.reactivate')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
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
