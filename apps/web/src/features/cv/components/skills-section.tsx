import { MultiSelect, Stack, TagsInput, Textarea } from '@mantine/core';
import { cvCalls, type Cv } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCvEdit } from '../api/edit-cv.ts';
import { useComputerPrograms } from '../api/get-cv-lists.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { itemText, skillOptions } from '../../../lib/reference-lists.ts';
import { CvSection, EditButton, FormFooter } from './cv-section.tsx';
import { FieldList } from './field-list.tsx';

/** Skills (editCompetencias) and computer knowledge (editConocimientosInformaticos). */
export function SkillsSection({ cv }: { cv: Cv }) {
  const { t, i18n } = useTranslation('cv');
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLDivElement>(editor.editing);
  const saveSkills = useCvEdit(cvCalls.editSkills);
  const saveComputer = useCvEdit(cvCalls.editComputerSkills);
  const programs = useComputerPrograms();
  const [competencias, setCompetencias] = useState<string[]>(cv.interes.competencias);
  const [programas, setProgramas] = useState<string[]>([]);
  const [otros, setOtros] = useState('');
  const programOptions = useMemo(
    () => skillOptions(programs.data ?? [], i18n.language),
    [programs.data, i18n.language],
  );
  const start = () => {
    setCompetencias(cv.interes.competencias);
    setProgramas(cv.interes.programasInformaticos.map((p) => String(p.id)));
    setOtros(cv.interes.otrosConocimientosInformaticos ?? '');
    editor.open();
  };
  return (
    <CvSection
      seccion="competencias"
      area={area}
      title={t('sections.competencias')}
      action={
        editor.editing ? null : (
          <EditButton
            label={t('actions.editSection', { section: t('sections.competencias') })}
            onClick={start}
          />
        )
      }
    >
      {editor.editing ? (
        <form
          noValidate
          aria-label={t('sections.competencias')}
          onSubmit={(event) => {
            event.preventDefault();
            saveSkills.mutate(
              { competencias },
              {
                onError: editor.fail,
                onSuccess: () => {
                  saveComputer.mutate(
                    {
                      programasInformaticos: programas.map(Number),
                      otros: otros.trim() === '' ? null : otros,
                    },
                    { onSuccess: editor.close, onError: editor.fail },
                  );
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <TagsInput
              label={t('fields.competencias')}
              description={t('hints.competencias')}
              value={competencias}
              onChange={setCompetencias}
              maxTags={30}
              clearable
              error={editor.problem.fields.competencias}
            />
            <MultiSelect
              label={t('fields.programasInformaticos')}
              searchable
              data={programOptions}
              value={programas}
              onChange={setProgramas}
              error={editor.problem.fields.programasInformaticos}
            />
            <Textarea
              label={t('fields.otrosConocimientos')}
              autosize
              minRows={2}
              value={otros}
              onChange={(e) => {
                setOtros(e.currentTarget.value);
              }}
              error={editor.problem.fields.otros}
            />
            <FormFooter
              saving={saveSkills.isPending || saveComputer.isPending}
              onCancel={editor.close}
              general={editor.problem.general}
            />
          </Stack>
        </form>
      ) : (
        <FieldList
          rows={[
            {
              key: 'competencias',
              label: t('fields.competencias'),
              value: cv.interes.competencias.join(', '),
            },
            {
              key: 'programasInformaticos',
              label: t('fields.programasInformaticos'),
              value: cv.interes.programasInformaticos
                .map((p) => itemText(p, i18n.language))
                .join(', '),
            },
            {
              key: 'otros',
              label: t('fields.otrosConocimientos'),
              value: cv.interes.otrosConocimientosInformaticos,
            },
          ]}
        />
      )}
    </CvSection>
  );
}
