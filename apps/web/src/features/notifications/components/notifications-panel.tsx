import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Notification, Role } from '@portal/contracts';
import { IconChecks, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useDeleteNotifications } from '../api/delete-notifications.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { formatDay } from '../../../lib/dates.ts';
import classes from './notifications-panel.module.css';

interface PanelProps {
  role: Role;
  opened: boolean;
  onClose: () => void;
}

/**
 * The notifications panel: open (marks read, follows the link), delete one, mark all read, and
 * delete all after a confirmation.
 */
export function NotificationsPanel({ role, opened, onClose }: PanelProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useNotifications(role);
  const markRead = useMarkNotificationRead(role);
  const remove = useDeleteNotification(role);
  const removeAll = useDeleteNotifications(role);
  const markAllRead = useMarkAllNotificationsRead(role);
  // Deleting every notification cannot be undone: it asks first.
  const [confirming, setConfirming] = useState(false);

  const openNotification = (notification: Notification) => {
    if (!notification.leida) {
      markRead.mutate(notification.idNotificacion);
    }
    if (notification.urlExterna) {
      window.open(notification.urlExterna, '_blank', 'noopener,noreferrer');
      return;
    }
    if (notification.urlAcceso) {
      onClose();
      void navigate(notification.urlAcceso);
    }
  };

  const list = data ?? [];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('panel.title')}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      data-testid="notifications-panel"
    >
      {isPending ? (
        <Group justify="center" py="lg" role="status">
          <Loader size="sm" aria-hidden="true" />
          <VisuallyHidden>{t('panel.loading')}</VisuallyHidden>
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" title={t('panel.error')}>
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            {t('panel.retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('panel.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <ul className={classes.list} aria-label={t('panel.title')}>
            {list.map((notification) => (
              <li
                key={notification.idNotificacion}
                className={classes.item}
                data-unread={!notification.leida || undefined}
                data-testid="notification-item"
              >
                <UnstyledButton
                  className={classes.open}
                  onClick={() => {
                    openNotification(notification);
                  }}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <span className={classes.dot} aria-hidden="true" />
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Group gap="xs">
                        <Text fw={notification.leida ? 500 : 700} size="sm">
                          {notification.titulo}
                        </Text>
                        {notification.Importante && (
                          <Badge color="red" variant="light" size="sm">
                            {t('item.important')}
                          </Badge>
                        )}
                        {notification.urlExterna && (
                          <IconExternalLink size={14} aria-label={t('item.external')} />
                        )}
                      </Group>
                      <Text size="sm">{notification.texto}</Text>
                      <Text size="xs" c="dimmed">
                        {notification.leida ? t('item.read') : t('item.unread')} ·{' '}
                        {formatDay(notification.fecha, i18n.language)}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('item.delete', { title: notification.titulo })}
                  onClick={() => {
                    remove.mutate(notification.idNotificacion);
                  }}
                  loading={remove.isPending && remove.variables === notification.idNotificacion}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </li>
            ))}
          </ul>
          {confirming ? (
            <Paper
              withBorder
              p="sm"
              role="alertdialog"
              aria-labelledby="notifications-delete-all-title"
              aria-describedby="notifications-delete-all-body"
              data-testid="notifications-delete-all-confirm"
            >
              <Stack gap="xs">
                <Text fw={700} size="sm" id="notifications-delete-all-title">
                  {t('panel.deleteAllTitle', { count: list.length })}
                </Text>
                <Text size="sm" id="notifications-delete-all-body">
                  {t('panel.deleteAllBody')}
                </Text>
                <Group gap="xs" justify="flex-end">
                  <Button
                    variant="default"
                    // The button that opened this question is gone: focus moves to the safe answer.
                    autoFocus
                    onClick={() => {
                      setConfirming(false);
                    }}
                  >
                    {t('panel.cancel')}
                  </Button>
                  <Button
                    color="red.9"
                    loading={removeAll.isPending}
                    onClick={() => {
                      removeAll.mutate(undefined, {
                        onSettled: () => {
                          setConfirming(false);
                        },
                      });
                    }}
                  >
                    {t('panel.deleteAllConfirm')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ) : (
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                leftSection={<IconChecks size={16} aria-hidden="true" />}
                disabled={!list.some((n) => !n.leida)}
                loading={markAllRead.isPending}
                onClick={() => {
                  markAllRead.mutate();
                }}
              >
                {t('panel.markAllRead')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('panel.deleteAll')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
