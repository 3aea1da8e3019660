import { TextInput } from '@mantine/core';
import type { ListState } from './use-list-state.ts';

/**
 * A list's live search box, kept in the URL's `texto`: each letter replaces the address instead of
 * adding a history entry, and the list follows as the user types.
 */
export function ListSearch({
  label,
  list,
  testId,
  w = 320,
}: {
  label: string;
  list: Pick<ListState<'texto'>, 'values' | 'setFilters'>;
  testId: string;
  w?: number;
}) {
  return (
    <TextInput
      label={label}
      type="search"
      value={list.values.texto}
      onChange={(event) => {
        list.setFilters({ texto: event.currentTarget.value }, { replace: true });
      }}
      w={w}
      data-testid={testId}
    />
  );
}
