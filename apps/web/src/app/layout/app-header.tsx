import { Burger, Group, Image, UnstyledButton, useComputedColorScheme } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { Suspense, use, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../lib/brand.ts';
import type { Session } from '../../lib/session.ts';
import classes from './app-shell.module.css';
import { DisplaySettings } from './display-settings.tsx';
import type { HeaderUserArea as UserAreaComponent } from './header-user-area.tsx';
import { loadUserArea } from './signed-in-frame.ts';

function HeaderUserArea(props: ComponentProps<typeof UserAreaComponent>) {
  const { HeaderUserArea: UserArea } = use(loadUserArea());
  return <UserArea {...props} />;
}

interface AppHeaderProps {
  session: Session | null;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Logo, greeting, notifications bell, language and colour-scheme switches, menu button. */
export function AppHeader({ session, navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation('layout');
  const brand = useBrand();
  const scheme = useComputedColorScheme('light');
  const logo = scheme === 'dark' ? brand.logodarkmode : brand.logo;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {session !== null && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="md"
            size="sm"
            aria-label={navOpened ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={navOpened}
            aria-controls="main-menu"
          />
        )}
        <UnstyledButton component={Link} to={pathFor('home')} className={classes.logoLink}>
          <Image
            src={logo}
            alt={t('header.logoAlt', { name: brand.nombre })}
            className={classes.logo}
            fit="contain"
          />
        </UnstyledButton>
      </Group>
      <Group gap={4} wrap="nowrap">
        {session !== null && (
          <Suspense fallback={null}>
            <HeaderUserArea session={session} />
          </Suspense>
        )}
        <DisplaySettings />
      </Group>
    </Group>
  );
}
