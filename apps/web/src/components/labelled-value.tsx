import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A value under its dimmed label, as the detail cards and sheets show them. */
export function LabelledValue({
  label,
  children,
  preLine = false,
}: {
  label: string;
  children: ReactNode;
  /** Keep the value's own line breaks (free text typed in a textarea). */
  preLine?: boolean;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={preLine ? { whiteSpace: 'pre-line' } : undefined}>
        {children}
      </Text>
    </div>
  );
}
