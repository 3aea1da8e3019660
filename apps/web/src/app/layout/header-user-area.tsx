import { Anchor } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import type { Session } from '../../lib/session.ts';

/** 'Hola, {name}' (to /cv for candidates, /mi-perfil for companies) and the notifications bell. */
export function HeaderUserArea({ session }: { session: Session }) {
  const { t } = useTranslation('layout');
  const profile = session.role === 'empresa' ? pathFor('mi_perfil') : pathFor('cv');
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
