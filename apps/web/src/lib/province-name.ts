import { UNKNOWN_PROVINCE_ID } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A province's name in the reader's language. The names are place names, the same in every
 * language; only the unknown province's («Desconocido») is a word to translate.
 */
export function useProvinceName(): (id: number | string, name: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (id, name) => (Number(id) === UNKNOWN_PROVINCE_ID ? t('unknownProvince') : name),
    [t],
  );
}
