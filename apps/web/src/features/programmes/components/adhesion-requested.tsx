import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Said right after asking to join: it is a request the careers office still has to decide, not
 * an enrolment, and the person hears back either way.
 */
export function AdhesionRequested() {
  const { t } = useTranslation('programmes');
  return (
    <Alert
      color="teal"
      variant="light"
      role="status"
      title={t('sheet.requestedTitle')}
      data-testid="adhesion-requested"
    >
      {t('sheet.requestedNext')}
    </Alert>
  );
}
