import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../page-frame.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { DoneAlert, EditorModal } from './editor-modal.tsx';
import type { EditorState } from './editor-state.ts';
import { useTranslation } from 'react-i18next';

/** Removing a row: the confirmation's texts, the call and what to announce once it is gone. */
interface RemoveAction<T> {
  title: string;
  text: (item: T) => string;
  pending: boolean;
  confirm: (item: T) => void;
  /** The server's refusal, shown under the question. */
  error?: ReactNode;
}

/**
 * Every content screen of the careers office (guides, programmes, events, communications, news)
 * has one shape: an optional intro, the filters on the left and the export and «new» buttons on
 * the right, the outcome of the last action, the list, and a dialog that creates or edits a row
 * (or a page of its own when the content is long, `newHref`) with a confirmation to remove one.
 * Test ids follow the content's names: `${testPrefix}-new`, `${testPrefix}-done`…
 */
export function ContentListPage<T>(props: {
  testPrefix: string;
  intro?: string;
  filters: ReactNode;
  exportButtons: ReactNode;
  newLabel: string;
  /** Where «new» goes when the content is edited on a page of its own instead of a dialog. */
  newHref?: string;
  editor?: EditorState<T>;
  editTitle?: string;
  /** The form of the dialog, given the row (null for a new one). */
  form?: (item: T | null) => ReactNode;
  remove?: RemoveAction<T>;
  /** The list itself (a `ListBody` with its table). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { editor, remove } = props;
  const newButton = props.newHref ? (
    <Button component={Link} to={props.newHref} data-testid={`${props.testPrefix}-new`}>
      {props.newLabel}
    </Button>
  ) : (
    <Button onClick={editor?.startNew} data-testid={`${props.testPrefix}-new`}>
      {props.newLabel}
    </Button>
  );
  return (
    <PageFrame>
      {props.intro && <Text>{props.intro}</Text>}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {props.filters}
        <Group align="flex-end">
          {props.exportButtons}
          {newButton}
        </Group>
      </Group>
      {editor && <DoneAlert text={editor.done} testId={`${props.testPrefix}-done`} />}
      {props.children}
      {editor && props.form && (
        <EditorModal
          editing={editor.editing}
          onClose={editor.closeEditor}
          newTitle={props.newLabel}
          editTitle={props.editTitle ?? props.newLabel}
        >
          {props.form}
        </EditorModal>
      )}
      {editor && remove && (
        <ConfirmDialog
          opened={editor.removing !== null}
          onClose={editor.closeRemove}
          title={remove.title}
          body={editor.removing === null ? '' : remove.text(editor.removing)}
          confirmLabel={t('actions.delete')}
          pending={remove.pending}
          danger
          testId={`${props.testPrefix}-delete`}
          onConfirm={() => {
            if (editor.removing !== null) {
              remove.confirm(editor.removing);
            }
          }}
        >
          {remove.error}
        </ConfirmDialog>
      )}
    </PageFrame>
  );
}
