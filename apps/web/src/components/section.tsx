import { Group, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  /** A link or button shown beside the title (e.g. 'Ver más'). */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled block of a page (h2), labelled by its title for assistive technologies. */
export function Section({ title, action, children, testId }: SectionProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" data-testid={testId}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
