import { Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { cvCalls, validationMessages, type Cv, type CvExperience } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCvEdit } from '../api/edit-cv.ts';
import { useAreas } from '../api/get-cv-lists.ts';
import { useFieldFlags } from '../lib/field-flags.ts';
import type { SaveProblem } from '../lib/server-errors.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { CvEntries, EntryActions } from './cv-entries.tsx';
import { FormFooter } from './cv-section.tsx';
import { showDate } from './field-list.tsx';
import { nameInList, referenceOptions } from '../../../lib/reference-lists.ts';

interface ExperienceValues {
  empresa: string;
  puesto: string;
  fechaInicio: string;
  fechaFin: string | null;
  descripcion: string | null;
  idAreaFuncional: number | null;
}

interface ExperienceFormProps {
  experience: CvExperience | null;
  saving: boolean;
  problem: SaveProblem;
  onRefuse: (fields: Record<string, string>) => void;
  onSubmit: (values: ExperienceValues) => void;
  onCancel: () => void;
}

function ExperienceForm({
  experience,
  saving,
  problem,
  onRefuse,
  onSubmit,
  onCancel,
}: ExperienceFormProps) {
  const { t, i18n } = useTranslation('cv');
  const areas = useAreas();
  const fields = useFieldFlags('experiencia');
  const [empresa, setEmpresa] = useState(experience?.empresa ?? '');
  const [puesto, setPuesto] = useState(experience?.puesto ?? '');
  const [fechaInicio, setFechaInicio] = useState(experience?.fechaInicio ?? '');
  const [fechaFin, setFechaFin] = useState(experience?.fechaFin ?? '');
  const [descripcion, setDescripcion] = useState(experience?.descripcion ?? '');
  const initialArea = experience?.idAreaFuncional ?? null;
  const [area, setArea] = useState<string | null>(
    initialArea === null ? null : String(initialArea),
  );
  const areaOptions = useMemo(
    () => referenceOptions(areas.data, i18n.language),
    [areas.data, i18n.language],
  );
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found: Record<string, string> = fields.missing({
      fechaFin,
      descripcion,
      idAreaFuncional: area,
    });
    if (empresa.trim() === '') {
      found.empresa = validationMessages.required.mensaje;
    }
    if (puesto.trim() === '') {
      found.puesto = validationMessages.required.mensaje;
    }
    if (fechaInicio === '') {
      found.fechaInicio = validationMessages.required.mensaje;
    }
    if (fechaInicio !== '' && fechaFin !== '' && fechaFin < fechaInicio) {
      found.fechaFin = t('errors.endBeforeStart');
    }
    if (Object.keys(found).length > 0) {
      onRefuse(found);
      return;
    }
    onSubmit({
      empresa,
      puesto,
      fechaInicio,
      fechaFin: fechaFin === '' ? null : fechaFin,
      descripcion: descripcion.trim() === '' ? null : descripcion,
      idAreaFuncional: area === null ? null : Number(area),
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={experience === null ? t('experience.add') : t('experience.edit')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.empresa')}
            required
            value={empresa}
            onChange={(e) => {
              setEmpresa(e.currentTarget.value);
            }}
            error={problem.fields.empresa}
          />
          <TextInput
            label={t('fields.puesto')}
            required
            value={puesto}
            onChange={(e) => {
              setPuesto(e.currentTarget.value);
            }}
            error={problem.fields.puesto}
          />
          <TextInput
            label={t('fields.fechaInicio')}
            type="date"
            required
            value={fechaInicio}
            onChange={(e) => {
              setFechaInicio(e.currentTarget.value);
            }}
            error={problem.fields.fechaInicio}
          />
          {fields.visible('fechaFin') && (
            <TextInput
              label={t('fields.fechaFin')}
              type="date"
              {...fields.inputProps(
                'fechaFin',
                fields.required('fechaFin') ? undefined : t('hints.currentJob'),
              )}
              value={fechaFin}
              onChange={(e) => {
                setFechaFin(e.currentTarget.value);
              }}
              error={problem.fields.fechaFin}
            />
          )}
          {fields.visible('idAreaFuncional') && (
            <Select
              label={t('fields.areaFuncional')}
              clearable={fields.editable('idAreaFuncional')}
              searchable
              {...fields.inputProps('idAreaFuncional')}
              data={areaOptions}
              value={area}
              onChange={setArea}
              error={problem.fields.idAreaFuncional}
            />
          )}
        </SimpleGrid>
        {fields.visible('descripcion') && (
          <Textarea
            label={t('fields.descripcion')}
            autosize
            minRows={2}
            {...fields.inputProps('descripcion')}
            value={descripcion}
            onChange={(e) => {
              setDescripcion(e.currentTarget.value);
            }}
            error={problem.fields.descripcion}
          />
        )}
        <FormFooter saving={saving} onCancel={onCancel} general={problem.general} />
      </Stack>
    </form>
  );
}

/** Work experience (addExperiencia, editExperiencia, delExperiencia). */
export function ExperienceSection({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const adder = useSectionEditor();
  const add = useCvEdit(cvCalls.addExperience);
  const list = cv.profesional.experiencia;
  return (
    <CvEntries
      seccion="profesional"
      title={t('sections.profesional')}
      addLabel={t('experience.add')}
      adding={adder.editing}
      onAdd={adder.open}
      addForm={
        <ExperienceForm
          experience={null}
          saving={add.isPending}
          problem={adder.problem}
          onRefuse={adder.refuse}
          onCancel={adder.close}
          onSubmit={(values) => {
            add.mutate(values, { onSuccess: adder.close, onError: adder.fail });
          }}
        />
      }
      entries={list}
      entry={(e) => <ExperienceItem experience={e} />}
      emptyText={t('experience.none')}
    />
  );
}

function ExperienceItem({ experience }: { experience: CvExperience }) {
  const { t, i18n } = useTranslation('cv');
  const areas = useAreas();
  const { visible } = useFieldFlags('experiencia');
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLLIElement>(editor.editing);
  const edit = useCvEdit(cvCalls.editExperience);
  const remove = useCvEdit(cvCalls.deleteExperience);
  if (editor.editing) {
    return (
      <li ref={area}>
        <ExperienceForm
          experience={experience}
          saving={edit.isPending}
          problem={editor.problem}
          onRefuse={editor.refuse}
          onCancel={editor.close}
          onSubmit={(values) => {
            edit.mutate(
              { ...values, id: experience.id },
              { onSuccess: editor.close, onError: editor.fail },
            );
          }}
        />
      </li>
    );
  }
  const label = `${experience.puesto} · ${experience.empresa}`;
  return (
    <li ref={area} data-testid="cv-experience">
      <Group className="cv-entry-row" justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed">
            {[
              showDate(experience.fechaInicio, i18n.language),
              ...(visible('fechaFin')
                ? [showDate(experience.fechaFin, i18n.language) ?? t('values.current')]
                : []),
            ].join(' – ')}
            {experience.areaFuncional === null || !visible('idAreaFuncional')
              ? ''
              : ` · ${nameInList(areas.data, experience.idAreaFuncional, experience.areaFuncional, i18n.language)}`}
          </Text>
          {experience.descripcion !== null && visible('descripcion') && (
            <Text size="sm">{experience.descripcion}</Text>
          )}
        </div>
        <EntryActions
          name={label}
          onEdit={editor.open}
          deleting={remove.isPending}
          onDelete={() => {
            remove.mutate({ id: experience.id });
          }}
        />
      </Group>
    </li>
  );
}
