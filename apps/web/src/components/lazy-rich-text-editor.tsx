import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

// The editor (tiptap) is large: it is loaded only with a form that shows it, and from the moment
// that form's code arrives, beside the record the form waits for, so it is usually there when the
// form is drawn and does not push the form's buttons down a moment later.
const loadEditor = () => import('./rich-text-editor.tsx');
void loadEditor();
const RichTextEditor = lazy(loadEditor);

/** The portal's rich-text editor, loaded when first shown, with a status line while it loads. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Group gap="xs" py="sm" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t('states.editorLoading')}
          </Text>
        </Group>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
