import { Anchor, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEffect, type KeyboardEvent } from 'react';
import type { Session } from '../../lib/session.ts';
import { profilePath } from './menu-model.ts';
import { MainMenu } from './main-menu.tsx';

interface SignedInNavbarProps {
  session: Session;
  /** The panel is open (small screens). */
  opened: boolean;
  onNavigate: () => void;
  /** Escape closes the menu panel on small screens. */
  onEscape: () => void;
}

/** Side menu of a signed-in user (loaded after sign-in: not part of the login bundle). */
export function SignedInNavbar({ session, opened, onNavigate, onEscape }: SignedInNavbarProps) {
  const { t } = useTranslation('layout');
  // Escape closes the open panel wherever the focus is (the menu button keeps it after opening)
  // and gives the focus back to that button.
  useEffect(() => {
    if (!opened) {
      return undefined;
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) {
        return;
      }
      onEscape();
      document.querySelector<HTMLElement>('[aria-controls="main-menu"]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [opened, onEscape]);
  const profile = profilePath(session.role);
  const name = session.claims.givenName || session.claims.uniqueName;
  return (
    <Box
      px="xs"
      py="sm"
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape') {
          onEscape();
        }
      }}
    >
      {/* On small screens the header has no room for the greeting: it opens the menu. */}
      <Anchor
        component={Link}
        to={profile}
        hiddenFrom="sm"
        fw={600}
        px="sm"
        pb="xs"
        display="block"
        onClick={onNavigate}
      >
        {t('header.greeting', { name })}
      </Anchor>
      <MainMenu session={session} onNavigate={onNavigate} />
    </Box>
  );
}
