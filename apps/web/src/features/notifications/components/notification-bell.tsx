import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Role } from '@portal/contracts';
import { IconBell } from '@tabler/icons-react';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyOnce } from '../../../components/lazy-once.tsx';
import { setTitleUnreadCount } from '../../../lib/document-title.ts';
import { useNotifications } from '../api/get-notifications.ts';
import {
  hasLink,
  useMarkLinklessNotificationsRead,
} from '../api/mark-linkless-notifications-read.ts';

// The panel (a drawer) loads when the bell is first opened, not with every page.
const NotificationsPanel = lazy(() =>
  import('./notifications-panel.tsx').then((m) => ({ default: m.NotificationsPanel })),
);

/** The bell with the unread count; it opens the notifications panel. */
export function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const [opened, { open, close }] = useDisclosure(false);
  const { data } = useNotifications(role);
  const markLinkless = useMarkLinklessNotificationsRead(role);
  const unread = data?.filter((n) => !n.leida).length ?? 0;

  useEffect(() => {
    setTitleUnreadCount(unread);
    return () => {
      setTitleUnreadCount(0);
    };
  }, [unread]);

  const onClose = () => {
    close();
    // Closing the panel marks the notifications that have no link as read.
    if (data?.some((n) => !n.leida && !hasLink(n))) {
      markLinkless.mutate();
    }
  };

  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  return (
    <>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        disabled={unread === 0}
        color="red"
        offset={4}
        data-testid="notifications-count"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={open}
          data-testid="notifications-bell"
        >
          <IconBell aria-hidden="true" />
        </ActionIcon>
      </Indicator>
      <LazyOnce when={opened}>
        <NotificationsPanel role={role} opened={opened} onClose={onClose} />
      </LazyOnce>
    </>
  );
}
