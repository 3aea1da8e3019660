import { Button, Group, Stack, Text } from '@mantine/core';
import type { CvSection as CvSectionName } from '@portal/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from './confirm-delete.tsx';
import { CvSection } from './cv-section.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { useFocusArea } from '../../../lib/focus-after-change.ts';

/**
 * A part of the CV that lists entries (studies, experience, languages): its add button, hidden
 * while the add form (`addForm`, given while `adding`) is open, then the entries as a list, or
 * `emptyText` when there is none (`emptyColor`: a part that must hold one says so in the error
 * colour).
 */
export function CvEntries<T extends { id: number }>({
  seccion,
  title,
  addLabel,
  adding,
  onAdd,
  addForm,
  entries,
  entry,
  emptyText,
  emptyColor = 'dimmed',
}: {
  seccion: CvSectionName;
  title: string;
  addLabel: string;
  adding: boolean;
  onAdd: () => void;
  addForm: ReactNode;
  entries: readonly T[];
  entry: (value: T) => ReactNode;
  emptyText: string;
  emptyColor?: string;
}) {
  // The add button gives way to the form and comes back after it: the focus follows, to the
  // form's first field and then back to the button.
  const box = useFocusArea<HTMLDivElement>(adding);
  return (
    <div ref={box}>
      <CvSection
        seccion={seccion}
        title={title}
        action={
          adding ? null : (
            <Button size="xs" variant="light" onClick={onAdd}>
              {addLabel}
            </Button>
          )
        }
      >
        <Stack gap="sm">
          {adding && addForm}
          {entries.length === 0 ? (
            <Text c={emptyColor}>{emptyText}</Text>
          ) : (
            <PlainList gap="xs">
              {entries.map((value) => (
                <Fragment key={value.id}>{entry(value)}</Fragment>
              ))}
            </PlainList>
          )}
        </Stack>
      </CvSection>
    </div>
  );
}

/** An entry's edit and delete buttons, both named after the entry (`name`) for screen readers. */
export function EntryActions({
  name,
  onEdit,
  deleting,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('cv');
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        variant="subtle"
        aria-label={`${t('actions.edit')}: ${name}`}
        onClick={onEdit}
      >
        {t('actions.edit')}
      </Button>
      <DeleteButton label={name} loading={deleting} onConfirm={onDelete} />
    </Group>
  );
}
