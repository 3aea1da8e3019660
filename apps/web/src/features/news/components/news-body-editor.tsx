import '@mantine/tiptap/styles.css';
import { RichTextEditor as Editor, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** Id of the editable area (the field's label points at it). */
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** Ids of the label, description and error of the field. */
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
}

/**
 * The news body editor (@mantine/tiptap, like the offer description's): paragraphs, headings, bold, italic, lists and
 * links. Loaded lazily by the news form; the server sanitises the HTML it receives.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const { t } = useTranslation('news');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [3, 4] } }),
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
        'data-testid': 'news-body-editor',
      },
    },
    onUpdate: ({ editor: current }) => {
      onChange(current.isEmpty ? '' : current.getHTML());
    },
  });

  // The form may replace the value (an item loaded for editing): follow it.
  useEffect(() => {
    if (editor.isDestroyed) {
      return;
    }
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Editor
      editor={editor}
      labels={{
        boldControlLabel: t('editor.bold'),
        italicControlLabel: t('editor.italic'),
        h3ControlLabel: t('editor.heading'),
        h4ControlLabel: t('editor.subheading'),
        bulletListControlLabel: t('editor.bulletList'),
        orderedListControlLabel: t('editor.orderedList'),
        linkControlLabel: t('editor.link'),
        unlinkControlLabel: t('editor.unlink'),
        linkEditorInputLabel: t('editor.linkUrl'),
        linkEditorInputPlaceholder: 'https://',
        linkEditorSave: t('editor.save'),
        linkEditorExternalLink: t('editor.externalLink'),
        linkEditorInternalLink: t('editor.internalLink'),
        undoControlLabel: t('editor.undo'),
        redoControlLabel: t('editor.redo'),
      }}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Editor.Toolbar>
        <Editor.ControlsGroup>
          <Editor.Bold />
          <Editor.Italic />
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          <Editor.H3 />
          <Editor.H4 />
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          <Editor.BulletList />
          <Editor.OrderedList />
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          <Editor.Link />
          <Editor.Unlink />
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
