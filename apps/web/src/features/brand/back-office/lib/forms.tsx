import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';

/** The server's message of a failed action (field errors are shown under their fields). */
export function SaveError({ error }: { error: unknown }) {
  const { t } = useTranslation('staffBrand');
  if (!error) {
    return null;
  }
  return (
    <Alert color="red" variant="light" role="alert">
      {isApiError(error) && error.mensaje ? error.mensaje : t('saveFailed')}
    </Alert>
  );
}

/** dd/mm/yyyy hh:mm of an instant in Spanish time. */
export function dateTimeOf(value: string): string {
  const local = new Date(value).toLocaleString('sv-SE', { timeZone: 'Europe/Madrid' });
  const [y, m, d] = local.slice(0, 10).split('-');
  return `${d ?? ''}/${m ?? ''}/${y ?? ''} ${local.slice(11, 16)}`;
}
