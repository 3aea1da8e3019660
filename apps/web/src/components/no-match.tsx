import { Text } from '@mantine/core';

/**
 * What a back-office list shows instead of its table when the search or filters leave no row (the
 * list itself is not empty: that is QueryState's empty text). A status, so it is announced.
 */
export function NoMatch({ text }: { text: string }) {
  return (
    <Text c="dimmed" py="xs" role="status" data-testid="no-match">
      {text}
    </Text>
  );
}
