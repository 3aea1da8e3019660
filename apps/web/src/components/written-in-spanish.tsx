import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Text the careers office writes in Spanish only (the data-protection text a user accepts):
 * marked as Spanish, so a screen reader reads it with Spanish sounds in an English page, and
 * introduced to a reader of another language, who would otherwise take it for a fault.
 */
export function WrittenInSpanish({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  return (
    <>
      {i18n.language !== 'es' && (
        <Text size="sm" c="dimmed" data-testid="written-in-spanish">
          {t('writtenInSpanish')}
        </Text>
      )}
      <div lang="es">{children}</div>
    </>
  );
}
