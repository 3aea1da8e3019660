import { Badge, Group, Text } from '@mantine/core';
import {
  filterStaffUsers,
  staffRoles,
  staffUserStates,
  type StaffUserItem,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExportButtons,
  LoadedListTable,
  useListState,
  type ListColumn,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { Section } from '../../../../components/section.tsx';
import { DoneNotice, useNotice } from '../../../../components/staff-admin-kit.tsx';
import { oneOf } from '../../../../lib/use-url-filters.ts';
import { staffUsersExportHref, useDeactivateStaffUser, useStaffUsers } from '../api/staff-users.ts';
import { InviteForm } from '../components/invite-form.tsx';
import { StaffUserActions, type StaffUserNotice } from '../components/staff-user-actions.tsx';
import { StaffUserFilters } from '../components/staff-user-filters.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';

/**
 * /gestion/usuarios (administrators): the careers office's staff, searched by name or email and
 * filtered by role and state (in the URL, the export follows them), invitations by email, roles
 * and deactivation. The server refuses to leave the portal without an active administrator.
 */
export default function StaffUsersPage() {
  const { t, i18n } = useTranslation('backOffice');
  const users = useStaffUsers();
  const deactivate = useDeactivateStaffUser();
  const [notice, setNotice] = useNotice();
  const [confirming, setConfirming] = useState<StaffUserItem | null>(null);
  const list = useListState(['texto', 'rol', 'estado'] as const);
  const rol = oneOf(staffRoles, list.values.rol);
  const estado = oneOf(staffUserStates, list.values.estado);
  const filters = { texto: list.values.texto, rol: rol ?? '', estado: estado ?? '' };

  const done = (key: StaffUserNotice, user: StaffUserItem) => {
    setNotice(t(`users.notice.${key}`, { email: user.email }));
  };

  const columns: ListColumn<StaffUserItem>[] = [
    {
      key: 'nombre',
      header: t('users.fields.nombre'),
      rowHeader: true,
      sortValue: (user) => `${user.nombre} ${user.apellidos}`,
      cell: (user) => (
        <>
          {user.nombre} {user.apellidos}
          {user.esUsted && (
            <Text span size="sm" c="dimmed">
              {' '}
              ({t('users.you')})
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'email',
      header: t('users.fields.email'),
      sortValue: (user) => user.email,
      cell: (user) => user.email,
    },
    {
      key: 'rol',
      header: t('users.fields.rol'),
      sortValue: (user) => t(`users.roles.${user.rol}`),
      cell: (user) => t(`users.roles.${user.rol}`),
    },
    {
      key: 'estado',
      header: t('users.fields.estado'),
      sortValue: (user) => t(`users.states.${user.estado}`),
      cell: (user) => (
        <Group gap={4}>
          <Badge variant="light" color={user.estado === 'activo' ? 'green' : 'gray'}>
            {t(`users.states.${user.estado}`)}
          </Badge>
          {user.invitacionPendiente && (
            <Badge variant="light" color="yellow">
              {t('users.pendingInvitation')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'acceso',
      header: t('users.fields.ultimoAcceso'),
      sortValue: (user) => user.ultimoAcceso,
      cell: (user) =>
        user.ultimoAcceso === null
          ? t('users.never')
          : formatDateTime(user.ultimoAcceso, i18n.language),
    },
    {
      key: 'acciones',
      header: t('users.fields.acciones'),
      cell: (user) => <StaffUserActions user={user} onDone={done} onDeactivate={setConfirming} />,
    },
  ];

  return (
    <PageFrame>
      <Text>{t('users.intro')}</Text>
      <DoneNotice
        notice={notice}
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
        <StaffUserFilters values={filters} onChange={list.setFilters} />
        <LoadedListTable
          query={users}
          rows={(all) => filterStaffUsers(all, { texto: filters.texto, rol, estado })}
          emptyText={t('users.list.empty')}
          noMatchText={t('users.list.noMatch')}
          testId="staff-users-table"
          rowKey={(user) => user.idUsuario}
          rowTestId={(user) => `staff-user-${user.email}`}
          columns={columns}
          minWidth={800}
          list={list}
        />
      </Section>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('users.deactivate.title')}
        body={t('users.deactivate.body', { email: confirming?.email ?? '' })}
        confirmLabel={t('users.deactivate.confirm')}
        pending={deactivate.isPending}
        danger
        testId="deactivate"
        onClose={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
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
      />
    </PageFrame>
  );
}
