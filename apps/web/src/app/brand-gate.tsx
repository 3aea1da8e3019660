import { Center, Loader, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandContext, useBrandSettingsQuery } from '../lib/brand.ts';
import { ConnectionError } from './layout/connection-error.tsx';

/** The brand settings are fetched before anything else. */
export function BrandGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const query = useBrandSettingsQuery();
  if (query.data !== undefined) {
    return <BrandContext value={query.data}>{children}</BrandContext>;
  }
  if (query.isError) {
    return (
      <main>
        <ConnectionError
          onRetry={() => {
            void query.refetch();
          }}
        />
      </main>
    );
  }
  return (
    <Center h="100dvh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
    </Center>
  );
}
