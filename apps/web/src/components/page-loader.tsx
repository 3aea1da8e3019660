import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or texts load (announced politely, the spinner itself is decoration). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
    </Center>
  );
}
