// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DoneAlert, EditorModal } from './editor-modal.tsx';
import { useEditorState } from './editor-state.ts';
import { RowActions } from '../row-actions.tsx';
import { stubMatchMedia } from '../../test/match-media.ts';

// Without an i18next instance the texts are their keys.

beforeAll(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
});

interface Row {
  id: number;
  title: string;
}

/** A list screen in miniature: one row, its editor and the outcome. */
function Screen({ withDelete }: { withDelete: boolean }) {
  const editor = useEditorState<Row>();
  const row = { id: 1, title: 'Guía de entrevistas' };
  return (
    <MantineProvider>
      <button type="button" onClick={editor.startNew}>
        new
      </button>
      <DoneAlert text={editor.done} testId="done" />
      <RowActions
        title={row.title}
        onEdit={() => {
          editor.edit(row);
        }}
        {...(withDelete
          ? {
              onDelete: () => {
                editor.askRemove(row);
              },
            }
          : {})}
      />
      {editor.removing !== null && <p>removing {editor.removing.title}</p>}
      <EditorModal
        editing={editor.editing}
        onClose={editor.closeEditor}
        newTitle="New guide"
        editTitle="Edit guide"
      >
        {(item) => (
          <button
            type="button"
            onClick={() => {
              editor.saved(`saved ${item?.title ?? 'new'}`);
            }}
          >
            save
          </button>
        )}
      </EditorModal>
    </MantineProvider>
  );
}

describe('content list editor', () => {
  it('edits a row in the dialog and announces the outcome', async () => {
    render(<Screen withDelete />);
    fireEvent.click(screen.getByRole('button', { name: 'actions.editOne' }));
    expect(await screen.findByRole('dialog', { name: 'Edit guide' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect((await screen.findByTestId('done')).textContent).toBe('saved Guía de entrevistas');
    expect(screen.getByRole('status').textContent).toBe('saved Guía de entrevistas');
  });

  it('opens an empty editor for a new row and clears the last outcome', async () => {
    render(<Screen withDelete />);
    fireEvent.click(screen.getByRole('button', { name: 'actions.editOne' }));
    fireEvent.click(await screen.findByRole('button', { name: 'save' }));
    expect(await screen.findByTestId('done')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'new' }));
    expect(screen.queryByTestId('done')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'New guide' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect((await screen.findByTestId('done')).textContent).toBe('saved new');
  });

  it('asks to remove the row only where removing is offered', () => {
    render(<Screen withDelete />);
    fireEvent.click(screen.getByRole('button', { name: 'actions.deleteOne' }));
    expect(screen.getByText('removing Guía de entrevistas')).toBeTruthy();
    cleanup();
    render(<Screen withDelete={false} />);
    expect(screen.queryByRole('button', { name: 'actions.deleteOne' })).toBeNull();
    expect(screen.getByRole('button', { name: 'actions.editOne' })).toBeTruthy();
  });
});
