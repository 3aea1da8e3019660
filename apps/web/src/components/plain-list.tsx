import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

type PlainListProps = StackProps & {
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
};

/**
 * A list of cards or rows drawn without bullets or indent. It stays a list to assistive
 * technology, which says how many items it holds: `role="list"` is explicit because Safari's
 * VoiceOver stops announcing a list once its bullets are styled away.
 */
export function PlainList(props: PlainListProps) {
  return <Stack component="ul" role="list" p={0} m={0} style={{ listStyle: 'none' }} {...props} />;
}
