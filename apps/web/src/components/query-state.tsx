import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown when `isEmpty(data)`. */
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  loadingLabel?: string;
  /**
   * Height (px) kept while loading, about what the content takes: what follows does not jump
   * when it arrives (layout shift).
   */
  reserve?: number;
  /** Shows the loading state whatever the query holds (content drawn in a later render). */
  pending?: boolean;
  children: (data: T) => ReactNode;
}

function defaultIsEmpty(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** Loading, error (with retry) and empty states of a list, then its content. */
export function QueryState<T>({
  query,
  emptyText,
  isEmpty = defaultIsEmpty,
  loadingLabel,
  reserve,
  pending = false,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending || pending) {
    return (
      <Group gap="xs" py="sm" role="status" mih={reserve} align="flex-start">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {loadingLabel ?? t('states.loading')}
        </Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="light" color="red" title={t('states.error')}>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            void query.refetch();
          }}
        >
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Text c="dimmed" py="xs">
        {emptyText}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
