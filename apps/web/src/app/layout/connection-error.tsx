import { Button, Stack, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { codeFetchFailed, setConnectionLost } from '../../lib/error-store.ts';

/** A connection failure shows this page ('Error de conexión, …'). */
export function ConnectionError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  const retry = () => {
    setConnectionLost(false);
    if (onRetry) {
      onRetry();
      return;
    }
    // A data call found the connection lost; if code failed to load meanwhile, only a reload
    // brings it (retrying the calls alone led to «Página no encontrada»).
    if (codeFetchFailed()) {
      window.location.reload();
      return;
    }
    void queryClient.refetchQueries({ type: 'active' });
  };
  return (
    <Stack align="center" gap="md" py="xl" role="alert" data-testid="connection-error">
      <IconWifiOff size={48} aria-hidden="true" />
      <Title order={1} ta="center" size="h2">
        {t('connection.title')}
      </Title>
      <Button onClick={retry}>{t('connection.retry')}</Button>
    </Stack>
  );
}
