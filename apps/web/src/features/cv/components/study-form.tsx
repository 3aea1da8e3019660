import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { validationMessages, type CvStudy } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDegrees } from '../api/get-cv-lists.ts';
import { useFieldFlags } from '../lib/field-flags.ts';
import type { SaveProblem } from '../lib/server-errors.ts';
import { FormFooter } from './cv-section.tsx';
import { referenceOptions } from '../../../lib/reference-lists.ts';
import { decimalFieldProps } from '../../../lib/numbers.ts';

export interface StudyValues {
  tipo: 'fuera' | 'universidad';
  titulo: string;
  idTitulacion: string | null;
  centro: string;
  fechaInicio: string;
  fechaFin: string;
  nota: number | string;
}

export const studyValuesOf = (study: CvStudy | null): StudyValues => ({
  tipo: study?.deLaUniversidad === true ? 'universidad' : 'fuera',
  titulo: study?.titulo ?? '',
  idTitulacion: study?.idTitulacion === null || study === null ? null : String(study.idTitulacion),
  centro: study?.centro ?? '',
  fechaInicio: study?.fechaInicio ?? '',
  fechaFin: study?.fechaFin ?? '',
  nota: study?.nota ?? '',
});

interface StudyFormProps {
  study: CvStudy | null;
  saving: boolean;
  problem: SaveProblem;
  onRefuse: (fields: Record<string, string>) => void;
  onSubmit: (values: StudyValues) => void;
  onCancel: () => void;
}

/** A study outside the university (addEstudio) or a degree of this university (addEstudioUniversidad). */
export function StudyForm({
  study,
  saving,
  problem,
  onRefuse,
  onSubmit,
  onCancel,
}: StudyFormProps) {
  const { t, i18n } = useTranslation('cv');
  const [values, setValues] = useState(() => studyValuesOf(study));
  const degrees = useDegrees();
  const fields = useFieldFlags('academicos');
  const degreeOptions = useMemo(
    () => referenceOptions(degrees.data, i18n.language),
    [degrees.data, i18n.language],
  );
  const set = <K extends keyof StudyValues>(key: K, value: StudyValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found: Record<string, string> = fields.missing({
      centro: values.centro,
      fechaInicio: values.fechaInicio,
      fechaFin: values.fechaFin,
      nota: values.nota,
    });
    if (values.tipo === 'fuera' && values.titulo.trim() === '') {
      found.titulo = validationMessages.required.mensaje;
    }
    if (values.tipo === 'universidad' && values.idTitulacion === null) {
      found.idTitulacion = validationMessages.required.mensaje;
    }
    if (values.tipo === 'fuera' && values.centro.trim() === '') {
      found.centro = validationMessages.required.mensaje;
    }
    if (typeof values.nota === 'number' && (values.nota < 1 || values.nota > 10)) {
      found.nota = validationMessages.outOfRange.mensaje;
    }
    if (
      values.fechaInicio !== '' &&
      values.fechaFin !== '' &&
      values.fechaFin < values.fechaInicio
    ) {
      found.fechaFin = t('errors.endBeforeStart');
    }
    if (Object.keys(found).length > 0) {
      onRefuse(found);
      return;
    }
    onSubmit(values);
  };
  const error = (field: string) => problem.fields[field];
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={study === null ? t('studies.add') : t('studies.edit')}
    >
      <Stack gap="sm">
        {study === null && (
          <SegmentedControl
            aria-label={t('studies.kind')}
            value={values.tipo}
            onChange={(v) => {
              set('tipo', v === 'universidad' ? 'universidad' : 'fuera');
            }}
            data={[
              { value: 'fuera', label: t('studies.outside') },
              { value: 'universidad', label: t('studies.university') },
            ]}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {values.tipo === 'fuera' ? (
            <TextInput
              label={t('fields.titulo')}
              required
              data-autofocus
              value={values.titulo}
              onChange={(e) => {
                set('titulo', e.currentTarget.value);
              }}
              error={error('titulo')}
            />
          ) : (
            <Select
              label={t('fields.titulacion')}
              required
              searchable
              disabled={study !== null}
              data={degreeOptions}
              value={values.idTitulacion}
              onChange={(v) => {
                set('idTitulacion', v);
              }}
              error={error('idTitulacion')}
            />
          )}
          {fields.visible('centro') && (
            <TextInput
              label={t('fields.centro')}
              {...fields.inputProps('centro')}
              // A study outside the university always names its centre (addEstudio).
              required={fields.required('centro') || values.tipo === 'fuera'}
              value={values.centro}
              onChange={(e) => {
                set('centro', e.currentTarget.value);
              }}
              error={error('centro')}
            />
          )}
          {fields.visible('fechaInicio') && (
            <TextInput
              label={t('fields.fechaInicio')}
              type="date"
              {...fields.inputProps('fechaInicio')}
              value={values.fechaInicio}
              onChange={(e) => {
                set('fechaInicio', e.currentTarget.value);
              }}
              error={error('fechaInicio')}
            />
          )}
          {fields.visible('fechaFin') && (
            <TextInput
              label={t('fields.fechaFin')}
              type="date"
              {...fields.inputProps('fechaFin')}
              value={values.fechaFin}
              onChange={(e) => {
                set('fechaFin', e.currentTarget.value);
              }}
              error={error('fechaFin')}
            />
          )}
          {fields.visible('nota') && (
            <NumberInput
              {...fields.inputProps('nota')}
              label={t('fields.nota')}
              min={1}
              max={10}
              // Out of range is said on the field, never quietly changed to 10.
              clampBehavior="none"
              decimalScale={2}
              {...decimalFieldProps(i18n.language, (v) => {
                set('nota', v);
              })}
              value={values.nota}
              onChange={(v) => {
                set('nota', v);
              }}
              error={error('nota')}
            />
          )}
        </SimpleGrid>
        <FormFooter saving={saving} onCancel={onCancel} general={problem.general} />
      </Stack>
    </form>
  );
}
