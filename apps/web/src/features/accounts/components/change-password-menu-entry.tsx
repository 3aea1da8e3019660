import { NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (and its form library) loads when it is first opened, not with the menu.
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);

function Entry() {
  const { t } = useTranslation('accounts');
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <NavLink
        component="button"
        label={t('change.menu')}
        leftSection={<IconKey size={18} aria-hidden="true" />}
        onClick={dialog.open}
        data-testid="menu-change-password"
      />
      {opened && (
        <Suspense fallback={null}>
          <ChangePasswordDialog opened={opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}

/** 'Cambiar contraseña' in a candidate's menu (its texts load on their own, without the menu). */
export function ChangePasswordMenuEntry() {
  return (
    <Suspense fallback={null}>
      <Entry />
    </Suspense>
  );
}
