import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

// The editor (tiptap) is large: it is loaded only when a form shows it.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

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
