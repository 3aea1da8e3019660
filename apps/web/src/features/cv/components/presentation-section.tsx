import { Stack, Text, Textarea } from '@mantine/core';
import { cvCalls, PRESENTATION_MAX_CHARS, type Cv } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useCvEdit } from '../api/edit-cv.ts';
import { htmlToText, textToHtml } from '../lib/presentation-text.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { CvSection, EditButton, FormFooter } from './cv-section.tsx';

/** Presentation (editPresentacion {texto}); the server sanitises the HTML it stores. */
export function PresentationSection({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const editor = useSectionEditor();
  const save = useCvEdit(cvCalls.editPresentation);
  const [text, setText] = useState('');
  return (
    <CvSection
      seccion="presentacion"
      title={t('sections.presentacion')}
      action={
        editor.editing ? null : (
          <EditButton
            label={t('actions.editSection', { section: t('sections.presentacion') })}
            onClick={() => {
              setText(cv.presentacion === null ? '' : htmlToText(cv.presentacion));
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
            if (text.length > PRESENTATION_MAX_CHARS) {
              editor.refuse({ texto: t('errors.tooLong', { max: PRESENTATION_MAX_CHARS }) });
              return;
            }
            save.mutate(
              { texto: textToHtml(text) },
              { onSuccess: editor.close, onError: editor.fail },
            );
          }}
        >
          <Stack gap="sm">
            <Textarea
              id="cv-field-presentacion"
              label={t('fields.presentacion')}
              description={t('hints.presentacion', { max: PRESENTATION_MAX_CHARS })}
              autosize
              minRows={4}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
              }}
              error={editor.problem.fields.texto}
            />
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
