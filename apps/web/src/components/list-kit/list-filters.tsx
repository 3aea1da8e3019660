import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list's search and filter fields in one search landmark named `label`. With `applyLabel` the
 * fields are a draft applied by its submit button (test id `applyTestId`); without, each field
 * applies itself as it changes. Enter never reloads the page.
 */
export function ListFilters({
  label,
  applyLabel,
  applyTestId,
  onApply,
  mb,
  gap = 'sm',
  children,
}: {
  label: string;
  applyLabel?: string;
  applyTestId?: string;
  onApply?: () => void;
  mb?: string;
  gap?: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply?.();
      }}
    >
      <Group align="flex-end" gap={gap} mb={mb}>
        {children}
        {applyLabel !== undefined && (
          <Button type="submit" data-testid={applyTestId}>
            {applyLabel}
          </Button>
        )}
      </Group>
    </form>
  );
}
