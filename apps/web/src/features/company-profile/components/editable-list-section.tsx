import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  type MantineSize,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useFocusAfterChange } from '../../../lib/focus-after-change.ts';

type Editing<T> = { item: T | null } | null;
type Done = 'added' | 'saved' | 'deleted' | null;

interface FormCallbacks {
  onCancel: () => void;
  onSaved: () => void;
}

interface EditableListSectionProps<T> {
  /**
   * The group of the section's texts in the company namespace: title, intro, empty, add, edit,
   * added/saved/deleted, editNamed/deleteNamed, deleteTitle/deleteBody.
   */
  texts: 'billing' | 'contacts';
  testIds: { section: string; add: string; done: string; card: string };
  query: UseQueryResult<T[]>;
  /** The item's id: its React key and what `remove` gets. */
  itemId: (item: T) => number;
  /** The item's name in the card heading, the button labels and the delete question. */
  itemName: (item: T) => string;
  remove: UseMutationResult<void, Error, number>;
  /** The size of the add/edit dialog (full screen on a phone). */
  formSize: MantineSize;
  /** The card's details under its name. */
  renderDetails: (item: T) => ReactNode;
  /** The add (item null) or edit form. */
  renderForm: (item: T | null, callbacks: FormCallbacks) => ReactNode;
}

function ItemCard({
  name,
  testId,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  testId: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('company');
  return (
    <Card withBorder component="li" data-testid={testId}>
      <Stack gap={4}>
        <Text fw={700}>{name}</Text>
        {children}
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            onClick={onEdit}
            aria-label={editLabel}
          >
            {t('form.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={deleteLabel}
          >
            {t('form.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A list of the company's records as cards: add and edit in a dialog, delete after a
 * confirmation, and a status message after each change.
 */
export function EditableListSection<T>({
  texts,
  testIds,
  query,
  itemId,
  itemName,
  remove,
  formSize,
  renderDetails,
  renderForm,
}: EditableListSectionProps<T>) {
  const { t } = useTranslation('company');
  const [editing, setEditing] = useState<Editing<T>>(null);
  // On a phone the form takes the whole screen.
  const narrow = useMediaQuery('(max-width: 36em)');
  const [deleting, setDeleting] = useState<T | null>(null);
  const [done, setDone] = useState<Done>(null);
  // A deleted card takes its buttons with it: a focus lost that way goes to the add button.
  const addButton = useRef<HTMLButtonElement>(null);
  useFocusAfterChange(addButton, `${done ?? ''}:${String(query.data?.length ?? 0)}`);

  return (
    <Section
      title={t(`${texts}.title`)}
      testId={testIds.section}
      action={
        <Button
          ref={addButton}
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => {
            setDone(null);
            setEditing({ item: null });
          }}
          data-testid={testIds.add}
        >
          {t(`${texts}.add`)}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(`${texts}.intro`)}
        </Text>
        {done !== null && (
          <Alert color="green" variant="light" role="status" data-testid={testIds.done}>
            {t(`${texts}.${done}`)}
          </Alert>
        )}
        <QueryState query={query} emptyText={t(`${texts}.empty`)}>
          {(list) => (
            <SimpleGrid
              cols={{ base: 1, md: 2 }}
              component="ul"
              role="list"
              aria-label={t(`${texts}.title`)}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {list.map((item) => {
                const name = itemName(item);
                return (
                  <ItemCard
                    key={itemId(item)}
                    name={name}
                    testId={testIds.card}
                    editLabel={t(`${texts}.editNamed`, { name })}
                    deleteLabel={t(`${texts}.deleteNamed`, { name })}
                    onEdit={() => {
                      setDone(null);
                      setEditing({ item });
                    }}
                    onDelete={() => {
                      setDone(null);
                      setDeleting(item);
                    }}
                  >
                    {renderDetails(item)}
                  </ItemCard>
                );
              })}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        title={editing?.item ? t(`${texts}.edit`) : t(`${texts}.add`)}
        size={formSize}
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {editing !== null &&
          renderForm(editing.item, {
            onCancel: () => {
              setEditing(null);
            },
            onSaved: () => {
              setDone(editing.item === null ? 'added' : 'saved');
              setEditing(null);
            },
          })}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t(`${texts}.deleteTitle`)}
        body={t(`${texts}.deleteBody`, { name: deleting === null ? '' : itemName(deleting) })}
        confirmLabel={t('form.delete')}
        pending={remove.isPending}
        danger
        onClose={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting === null) {
            return;
          }
          remove.mutate(itemId(deleting), {
            onSuccess: () => {
              setDeleting(null);
              setDone('deleted');
            },
          });
        }}
      />
    </Section>
  );
}
