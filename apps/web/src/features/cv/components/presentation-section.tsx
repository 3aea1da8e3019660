import { Input, Stack, Text } from '@mantine/core';
import { cvCalls, PRESENTATION_MAX_CHARS, richTextPlain, type Cv } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useCvEdit } from '../api/edit-cv.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { CvSection, EditButton, FormFooter } from './cv-section.tsx';

/**
 * Presentation (editPresentacion {texto}): rich text in the portal's editor, so that what was
 * stored (paragraphs, lists, emphasis, links) is what the candidate edits; the server sanitises
 * the HTML it stores and counts its text.
 */
export function PresentationSection({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLDivElement>(editor.editing);
  const save = useCvEdit(cvCalls.editPresentation);
  const [html, setHtml] = useState('');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const problem = editor.problem.fields.texto;
  return (
    <CvSection
      seccion="presentacion"
      area={area}
      title={t('sections.presentacion')}
      action={
        editor.editing ? null : (
          <EditButton
            label={t('actions.editSection', { section: t('sections.presentacion') })}
            onClick={() => {
              setHtml(cv.presentacion ?? '');
              editor.open();
            }}
          />
        )
      }
    >
      {editor.editing ? (
        <form
          noValidate
          aria-label={t('sections.presentacion')}
          onSubmit={(event) => {
            event.preventDefault();
            if (richTextPlain(html).length > PRESENTATION_MAX_CHARS) {
              editor.refuse({ texto: t('errors.tooLong', { max: PRESENTATION_MAX_CHARS }) });
              return;
            }
            save.mutate({ texto: html }, { onSuccess: editor.close, onError: editor.fail });
          }}
        >
          <Stack gap="sm">
            <Input.Wrapper
              label={t('fields.presentacion')}
              labelProps={{ id: labelId, htmlFor: 'cv-field-presentacion' }}
              description={t('hints.presentacion', { max: PRESENTATION_MAX_CHARS })}
              descriptionProps={{ id: hintId }}
              error={problem}
              errorProps={{ id: errorId }}
            >
              {/* The editor loads after the form shows: it takes the focus then, not «Cancelar». */}
              <div data-focus-first>
                <LazyRichTextEditor
                  id="cv-field-presentacion"
                  value={html}
                  takeFocus
                  testId="cv-presentation-editor"
                  onChange={setHtml}
                  labelledBy={labelId}
                  describedBy={problem === undefined ? hintId : `${hintId} ${errorId}`}
                  invalid={problem !== undefined}
                />
              </div>
            </Input.Wrapper>
            <FormFooter
              saving={save.isPending}
              onCancel={editor.close}
              general={editor.problem.general}
            />
          </Stack>
        </form>
      ) : cv.presentacion === null ? (
        <Text c="dimmed">{t('presentation.none')}</Text>
      ) : (
        <div data-testid="cv-presentation">
          <SafeHtml html={cv.presentacion} />
        </div>
      )}
    </CvSection>
  );
}
