import { useState } from 'react';

/**
 * The state of a list screen with a create/edit dialog and a remove confirmation: the row
 * being edited ('new' for a new one), the row asked to be removed and the last outcome
 * announced. Opening an editor or a confirmation clears the previous outcome.
 */
export function useEditorState<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    editing,
    removing,
    done,
    setDone,
    startNew: () => {
      setDone(null);
      setEditing('new');
    },
    edit: (item: T) => {
      setDone(null);
      setEditing(item);
    },
    askRemove: (item: T) => {
      setDone(null);
      setRemoving(item);
    },
    closeEditor: () => {
      setEditing(null);
    },
    closeRemove: () => {
      setRemoving(null);
    },
    /** The editor saved: close it and announce `text`. */
    saved: (text: string) => {
      setEditing(null);
      setDone(text);
    },
    /** The row was removed: close the confirmation and announce `text`. */
    removed: (text: string) => {
      setDone(text);
      setRemoving(null);
    },
  };
}

/** What `useEditorState` gives a screen. */
export type EditorState<T> = ReturnType<typeof useEditorState<T>>;
