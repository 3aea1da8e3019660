import { ActionIcon, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, type Language } from '../../lib/i18n.ts';

/** Spanish/English switch and dark-mode toggle, both persisted (000 §1). */
export function DisplaySettings() {
  const { t, i18n } = useTranslation('layout');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'es';
  const other: Language = current === 'es' ? 'en' : 'es';

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-md"
        lang={other}
        aria-label={t(`display.switchTo.${other}`)}
        data-testid="language-switch"
        onClick={() => {
          void changeLanguage(other);
        }}
      >
        {other.toUpperCase()}
      </Button>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('display.darkMode')}
        aria-pressed={scheme === 'dark'}
        data-testid="color-scheme-toggle"
        onClick={() => {
          setColorScheme(scheme === 'dark' ? 'light' : 'dark');
        }}
      >
        {scheme === 'dark' ? <IconSun aria-hidden="true" /> : <IconMoon aria-hidden="true" />}
      </ActionIcon>
    </>
  );
}
