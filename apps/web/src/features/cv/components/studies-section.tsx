import { Alert, Badge, Group, Text } from '@mantine/core';
import { cvCalls, type Cv, type CvStudy } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useCvEdit } from '../api/edit-cv.ts';
import { saveProblemOf } from '../lib/server-errors.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { CvEntries, EntryActions } from './cv-entries.tsx';
import { showDate } from './field-list.tsx';
import { StudyForm, type StudyValues } from './study-form.tsx';
import { useFieldFlags } from '../lib/field-flags.ts';
import { nameInList } from '../../../lib/reference-lists.ts';
import { formatGrade, numberFormatter } from '../../../lib/numbers.ts';
import { useDegrees } from '../api/get-cv-lists.ts';

const orNull = (value: string) => (value.trim() === '' ? null : value);
const notaOf = (value: number | string) => (value === '' ? null : Number(value));

/** Studies (at least one stays; those of the university's records are read-only). */
export function StudiesSection({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const adder = useSectionEditor();
  const addOutside = useCvEdit(cvCalls.addStudy);
  const addUniversity = useCvEdit(cvCalls.addUniversityStudy);
  const add = (values: StudyValues) => {
    const common = {
      centro: orNull(values.centro),
      fechaInicio: orNull(values.fechaInicio),
      fechaFin: orNull(values.fechaFin),
      nota: notaOf(values.nota),
    };
    if (values.tipo === 'universidad') {
      addUniversity.mutate(
        { ...common, idTitulacion: Number(values.idTitulacion) },
        { onSuccess: adder.close, onError: adder.fail },
      );
    } else {
      addOutside.mutate(
        { ...common, titulo: values.titulo, centro: values.centro },
        { onSuccess: adder.close, onError: adder.fail },
      );
    }
  };
  return (
    <CvEntries
      seccion="academicos"
      title={t('sections.academicos')}
      addLabel={t('studies.add')}
      adding={adder.editing}
      onAdd={adder.open}
      addForm={
        <StudyForm
          study={null}
          saving={addOutside.isPending || addUniversity.isPending}
          problem={adder.problem}
          onRefuse={adder.refuse}
          onSubmit={add}
          onCancel={adder.close}
        />
      }
      entries={cv.academicos}
      entry={(study) => <StudyItem study={study} />}
      emptyText={t('studies.none')}
      emptyColor="var(--mantine-color-error)"
    />
  );
}

/** Credits passed (of the degree's total, when the record gives it) and, while enrolled, the year. */
function recordProgress(study: CvStudy, t: TFunction<'cv'>, language: string): string[] {
  const credits = numberFormatter(language, { maximumFractionDigits: 1 });
  const superados =
    study.creditosSuperados === null ? null : credits.format(study.creditosSuperados);
  return [
    superados === null
      ? null
      : study.creditosTotales === null
        ? t('studies.credits', { superados })
        : t('studies.creditsOf', { superados, totales: credits.format(study.creditosTotales) }),
    study.enCurso && study.curso !== null ? t('studies.year', { curso: study.curso }) : null,
  ].filter((part): part is string => part !== null);
}

function StudyItem({ study }: { study: CvStudy }) {
  const { t, i18n } = useTranslation('cv');
  const degrees = useDegrees();
  // A degree of the university reads in the reader's language; a title typed in stays as typed.
  const title = nameInList(degrees.data, study.idTitulacion, study.titulo, i18n.language);
  const { visible } = useFieldFlags('academicos');
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLLIElement>(editor.editing);
  const edit = useCvEdit(cvCalls.editStudy);
  const remove = useCvEdit(cvCalls.deleteStudy);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  if (editor.editing) {
    return (
      <li ref={area}>
        <StudyForm
          study={study}
          saving={edit.isPending}
          problem={editor.problem}
          onRefuse={editor.refuse}
          onCancel={editor.close}
          onSubmit={(values) => {
            edit.mutate(
              {
                id: study.id,
                ...(study.deLaUniversidad ? {} : { titulo: values.titulo }),
                centro: orNull(values.centro),
                fechaInicio: orNull(values.fechaInicio),
                fechaFin: orNull(values.fechaFin),
                nota: notaOf(values.nota),
              },
              { onSuccess: editor.close, onError: editor.fail },
            );
          }}
        />
      </li>
    );
  }
  const when = [
    visible('fechaInicio') ? showDate(study.fechaInicio, i18n.language) : null,
    visible('fechaFin')
      ? (showDate(study.fechaFin, i18n.language) ?? (study.enCurso ? t('values.inProgress') : null))
      : null,
  ]
    .filter(Boolean)
    .join(' – ');
  // What only the university's record knows: how far the student has got.
  const progress = study.editable ? [] : recordProgress(study, t, i18n.language);
  return (
    <li ref={area} data-testid="cv-study">
      <Group className="cv-entry-row" justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {!study.editable && (
              <Badge variant="light" color="gray" title={t('studies.readOnlyHint')}>
                {t('studies.fromRecords')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[
              visible('centro') ? study.centro : null,
              when,
              study.nota === null || !visible('nota')
                ? null
                : `${t('fields.nota')}: ${formatGrade(study.nota, i18n.language)}`,
              ...progress,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {study.editable && (
          <EntryActions
            name={title}
            onEdit={editor.open}
            deleting={remove.isPending}
            onDelete={() => {
              setDeleteError(null);
              remove.mutate(
                { id: study.id },
                {
                  onError: (error) => {
                    setDeleteError(saveProblemOf(error, t('errors.saveFailed')).general);
                  },
                },
              );
            }}
          />
        )}
      </Group>
      {deleteError !== null && (
        <Alert color="red" variant="light" mt="xs" role="alert" data-testid="cv-delete-error">
          {deleteError}
        </Alert>
      )}
    </li>
  );
}
