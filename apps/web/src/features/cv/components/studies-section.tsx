import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { cvCalls, type Cv, type CvStudy } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCvEdit } from '../api/edit-cv.ts';
import { saveProblemOf } from '../lib/server-errors.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { DeleteButton } from './confirm-delete.tsx';
import { CvSection } from './cv-section.tsx';
import { showDate } from './field-list.tsx';
import { StudyForm, type StudyValues } from './study-form.tsx';
import { useFieldFlags } from '../lib/field-flags.ts';

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
    <CvSection
      seccion="academicos"
      title={t('sections.academicos')}
      action={
        adder.editing ? null : (
          <Button size="xs" variant="light" onClick={adder.open}>
            {t('studies.add')}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {adder.editing && (
          <StudyForm
            study={null}
            saving={addOutside.isPending || addUniversity.isPending}
            problem={adder.problem}
            onRefuse={adder.refuse}
            onSubmit={add}
            onCancel={adder.close}
          />
        )}
        {cv.academicos.length === 0 ? (
          <Text c="var(--mantine-color-error)">{t('studies.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {cv.academicos.map((study) => (
              <StudyItem key={study.id} study={study} />
            ))}
          </Stack>
        )}
      </Stack>
    </CvSection>
  );
}

function StudyItem({ study }: { study: CvStudy }) {
  const { t } = useTranslation('cv');
  const { visible } = useFieldFlags('academicos');
  const editor = useSectionEditor();
  const edit = useCvEdit(cvCalls.editStudy);
  const remove = useCvEdit(cvCalls.deleteStudy);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  if (editor.editing) {
    return (
      <li>
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
    visible('fechaInicio') ? showDate(study.fechaInicio) : null,
    visible('fechaFin')
      ? (showDate(study.fechaFin) ?? (study.enCurso ? t('values.inProgress') : null))
      : null,
  ]
    .filter(Boolean)
    .join(' – ');
  return (
    <li data-testid="cv-study">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Group gap="xs">
            <Text fw={600}>{study.titulo}</Text>
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
                : `${t('fields.nota')}: ${String(study.nota)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {study.editable && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              aria-label={`${t('actions.edit')}: ${study.titulo}`}
              onClick={editor.open}
            >
              {t('actions.edit')}
            </Button>
            <DeleteButton
              label={study.titulo}
              loading={remove.isPending}
              onConfirm={() => {
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
          </Group>
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
