import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client.ts';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown when `isEmpty(data)`. */
  emptyText: string;
  /**
   * Shown when the server answers 404 (what the page asks for does not exist or is not the
   * user's): retrying cannot help, so no retry button.
   */
  notFoundText?: string;
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

/** Loading, not-found, error (with retry) and empty states of a query, then its content. */
export function QueryState<T>({
  query,
  emptyText,
  notFoundText,
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
  if (isApiError(query.error) && query.error.httpStatus === 404) {
    return (
      <Alert variant="light" color="gray" role="alert">
        {notFoundText ?? t('states.notFound')}
      </Alert>
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

const neverEmpty = () => false;

/** One record's states (loading, not found, error with retry), then its content. */
export function RecordState<T>(props: Omit<QueryStateProps<T>, 'emptyText' | 'isEmpty'>) {
  return <QueryState {...props} emptyText="" isEmpty={neverEmpty} />;
}
