import '@mantine/tiptap/styles.css';
import { RichTextEditor as Editor, Link } from '@mantine/tiptap';
import { type Editor as TiptapEditor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIsLost } from '../lib/focus-after-change.ts';

export interface RichTextEditorProps {
  /** Id of the editable area (the field's label points at it). */
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** Ids of the label, description and error of the field. */
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  /** data-testid of the editable area. */
  testId: string;
  /**
   * It replaces what had the focus (an 'Editar' button) and loads afterwards: it takes the focus
   * when it shows, unless something else has it.
   */
  takeFocus?: boolean;
  /**
   * `sections`: headings h2 and h3 (pages whose headings make a table of contents); by default
   * h3 and h4 (a description inside a page).
   */
  headings?: 'sections' | 'subheadings';
}

/**
 * The editor's document as the portal stores it: nothing when empty, and without the empty
 * paragraphs the editor keeps at the end (so that the cursor can leave a closing list), which
 * would show as blank space after the text.
 */
function storedHtml(editor: TiptapEditor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

/**
 * The rich-text editor of the portal (@mantine/tiptap): paragraphs, headings, bold, italic, lists
 * and links, for offer descriptions, news and help pages, events and the CV's presentation. Load it
 * lazily (it is large); the server sanitises the HTML it receives.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  testId,
  headings = 'subheadings',
  takeFocus = false,
}: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const sections = headings === 'sections';
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: sections ? [2, 3] : [3, 4] } }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
        'aria-invalid': String(invalid),
        'data-testid': testId,
      },
    },
    onUpdate: ({ editor: current }) => {
      onChange(storedHtml(current));
    },
  });

  // Removing a link only means something with the cursor in one: elsewhere the button is off.
  const inLink = useEditorState({
    editor,
    selector: ({ editor: current }) => current.isActive('link'),
  });

  useEffect(() => {
    if (takeFocus && focusIsLost() && !editor.isDestroyed) {
      editor.commands.focus('end');
    }
  }, [editor, takeFocus]);

  // The form may replace the value (a record loaded for editing): follow it.
  useEffect(() => {
    if (editor.isDestroyed) {
      return;
    }
    if (storedHtml(editor) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Editor
      editor={editor}
      labels={{
        boldControlLabel: t('bold'),
        italicControlLabel: t('italic'),
        h2ControlLabel: t('heading'),
        h3ControlLabel: sections ? t('subheading') : t('heading'),
        h4ControlLabel: t('subheading'),
        bulletListControlLabel: t('bulletList'),
        orderedListControlLabel: t('orderedList'),
        linkControlLabel: t('link'),
        unlinkControlLabel: t('unlink'),
        linkEditorInputLabel: t('linkUrl'),
        linkEditorInputPlaceholder: 'https://',
        linkEditorSave: t('save'),
        linkEditorExternalLink: t('externalLink'),
        linkEditorInternalLink: t('internalLink'),
        undoControlLabel: t('undo'),
        redoControlLabel: t('redo'),
      }}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Editor.Toolbar>
        <Editor.ControlsGroup>
          <Editor.Bold />
          <Editor.Italic />
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          {sections ? <Editor.H2 /> : <Editor.H3 />}
          {sections ? <Editor.H3 /> : <Editor.H4 />}
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          <Editor.BulletList />
          <Editor.OrderedList />
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          <Editor.Link />
          <Editor.Unlink disabled={!inLink} />
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          <Editor.Undo />
          <Editor.Redo />
        </Editor.ControlsGroup>
      </Editor.Toolbar>
      <Editor.Content />
    </Editor>
  );
}
