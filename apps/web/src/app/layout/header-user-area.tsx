import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import type { Session } from '../../lib/session.ts';
import { profilePath } from './menu-model.ts';

/** 'Hola, {name}' (to /cv for candidates, /mi-perfil for companies) and the notifications bell. */
export function HeaderUserArea({ session }: { session: Session }) {
  const { t } = useTranslation('layout');
  const profile = profilePath(session.role);
  const name = session.claims.givenName || session.claims.uniqueName;
  return (
    <>
      <Anchor
        component={Link}
        to={profile}
        fw={600}
        size="sm"
        visibleFrom="sm"
        mr="xs"
        data-testid="greeting"
      >
        {t('header.greeting', { name })}
      </Anchor>
      {(session.role === 'alumno' || session.role === 'empresa') && (
        <NotificationBell role={session.role} />
      )}
    </>
  );
}
