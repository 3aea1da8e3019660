import { Anchor, List, Paper, Text } from '@mantine/core';
import { useId } from 'react';

interface TableOfContentsProps {
  title: string;
  /** Sections (level 2) and their subsections (level 3, indented). */
  entries: readonly { anchor: string; label: string; level?: 2 | 3 }[];
}

/** In-page navigation: a link to each section's anchor. */
export function TableOfContents({ title, entries }: TableOfContentsProps) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="nav" aria-labelledby={headingId}>
      <Text fw={700} id={headingId} mb="xs">
        {title}
      </Text>
      <List spacing={4}>
        {entries.map((entry) => (
          <List.Item key={entry.anchor} ml={entry.level === 3 ? 'md' : 0}>
            <Anchor href={`#${entry.anchor}`}>{entry.label}</Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
