import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { pathFor, type RouteName } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The end of a flow: a titled message (success or refusal) and where to go next. */
export function ResultPanel({
  kind,
  title,
  children,
  link,
  testId,
}: {
  kind: 'success' | 'error';
  title: string;
  children: ReactNode;
  link?: { route: RouteName; label: string };
  testId: string;
}) {
  return (
    <Stack gap="md">
      <Alert
        color={kind === 'success' ? 'green' : 'red'}
        variant="light"
        title={title}
        role={kind === 'success' ? 'status' : 'alert'}
        data-testid={testId}
      >
        <Text size="sm">{children}</Text>
      </Alert>
      {link && (
        <Anchor component={Link} to={pathFor(link.route)} data-testid={`${testId}-link`}>
          {link.label}
        </Anchor>
      )}
    </Stack>
  );
}
