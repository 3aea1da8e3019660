import { statusMessage } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Title and body of a status code of the catalogue, in the page's language. */
export function useStatusText() {
  const { i18n } = useTranslation('accounts');
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  return useCallback((code: number) => statusMessage(code, language), [language]);
}
