import { ActionIcon, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../lib/i18n.ts';
import { switchLanguage } from '../../lib/switch-language.ts';

/** Spanish/English switch and dark-mode toggle, both persisted. */
export function DisplaySettings() {
  const { t, i18n } = useTranslation('layout');
  const { setColorScheme } = useMantineColorScheme();
  const queryClient = useQueryClient();
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
        // The name starts with what the button shows (WCAG 2.5.3 label in name): 'EN, English'.
        aria-label={`${other.toUpperCase()}, ${t(`display.switchTo.${other}`)}`}
        data-testid="language-switch"
        onClick={() => {
          void switchLanguage(other, queryClient);
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
