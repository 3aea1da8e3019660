import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { pathFor } from '@portal/contracts';
import { IconLogout, IconUserMinus } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChangePasswordMenuEntry } from '../../features/accounts/components/change-password-menu-entry.tsx';
import { useEducationMenu } from '../../features/education-requests/api/education-menu.ts';
import { LazyOnce } from '../../components/lazy-once.tsx';
import { useBrand } from '../../lib/brand.ts';
import type { Session } from '../../lib/session.ts';
import {
  candidateMenu,
  companyMenu,
  staffMenu,
  type MenuGroup,
  type MenuLink,
} from './menu-model.ts';

// The confirmation dialog loads when it is first opened, not with the menu of every page.
const DeleteAccountDialog = lazy(() =>
  import('../../features/account/components/delete-account-dialog.tsx').then((m) => ({
    default: m.DeleteAccountDialog,
  })),
);

interface MainMenuProps {
  session: Session;
  /** Called after following a link (closes the menu on small screens). */
  onNavigate: () => void;
}

function MenuItem({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuLink;
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('layout');
  const to = pathFor(item.route, item.params);
  const active = pathname.toLowerCase() === to;
  return (
    <NavLink
      component={Link}
      to={to}
      label={t(`menu.${item.label}`)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function GroupEntry({
  group,
  collapsible,
  pathname,
  onNavigate,
}: {
  group: MenuGroup;
  collapsible: boolean;
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('layout');
  const containsActive = group.items.some(
    (item) => pathFor(item.route, item.params) === pathname.toLowerCase(),
  );
  const [opened, setOpened] = useState(containsActive);
  const items = group.items.map((item) => (
    <MenuItem key={item.label} item={item} pathname={pathname} onNavigate={onNavigate} />
  ));
  if (collapsible) {
    return (
      <NavLink
        label={t(`menu.${group.label}`)}
        opened={opened}
        onChange={setOpened}
        aria-expanded={opened}
        childrenOffset="md"
        component="button"
        type="button"
      >
        {items}
      </NavLink>
    );
  }
  return (
    <div role="group" aria-label={t(`menu.${group.label}`)}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="sm" pb={4} aria-hidden="true">
        {t(`menu.${group.label}`)}
      </Text>
      {items}
    </div>
  );
}

/** The side menu of a signed-in user: candidate or company entries. */
export function MainMenu({ session, onNavigate }: MainMenuProps) {
  const { t } = useTranslation('layout');
  const brand = useBrand();
  const { pathname } = useLocation();
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  // Education centres get their requests in the menu (tieneMenuSolicitudesPracticasEducacion).
  const educationMenu = useEducationMenu(session.role === 'empresa');
  const model =
    session.role === 'empresa'
      ? companyMenu(brand, { educationRequests: educationMenu.data?.tieneMenu === true })
      : session.role === 'gestor'
        ? staffMenu(session.claims.staffRole)
        : candidateMenu(session, brand);

  return (
    <Stack gap={0}>
      {model.entries.map((entry) =>
        entry.kind === 'link' ? (
          <MenuItem key={entry.label} item={entry} pathname={pathname} onNavigate={onNavigate} />
        ) : (
          <GroupEntry
            key={entry.label}
            group={entry}
            collapsible={model.collapsible}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ),
      )}
      <Divider my="sm" />
      <NavLink
        component={Link}
        to={pathFor('logout')}
        label={t('menu.logout')}
        leftSection={<IconLogout size={18} aria-hidden="true" />}
        onClick={onNavigate}
      />
      {session.role === 'alumno' && <ChangePasswordMenuEntry />}
      {model.withAccountDeletion && session.role === 'alumno' && (
        <>
          <NavLink
            component="button"
            label={t('menu.requestDeletion')}
            leftSection={<IconUserMinus size={18} aria-hidden="true" />}
            onClick={deleteDialog.open}
          />
          <LazyOnce when={deleteOpened}>
            <DeleteAccountDialog opened={deleteOpened} onClose={deleteDialog.close} />
          </LazyOnce>
        </>
      )}
    </Stack>
  );
}
