import type { Cv } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldFlags } from '../lib/field-flags.ts';
import { FieldList, showDate } from './field-list.tsx';
import { nameInList } from '../../../lib/reference-lists.ts';
import { useCountries } from '../api/get-cv-lists.ts';

/** The personal data as read (no editor open): the brand's visible fields, missing ones marked. */
export function PersonalSummary({ cv }: { cv: Cv }) {
  const { t, i18n } = useTranslation('cv');
  const countries = useCountries();
  const { visible } = useFieldFlags('personales');
  const missing = new Set(cv.completitud.faltan.map((f) => f.campo));
  const p = cv.personales;
  return (
    <FieldList
      rows={[
        { key: 'DNI', label: t('fields.DNI'), value: p.DNI, missing: missing.has('DNI') },
        {
          key: 'telefono',
          label: t('fields.telefono'),
          value: p.telefono,
          missing: missing.has('telefono'),
        },
        {
          key: 'fechaNacimiento',
          label: t('fields.fechaNacimiento'),
          value: showDate(p.fechaNacimiento, i18n.language),
        },
        {
          key: 'nacionalidad',
          label: t('fields.nacionalidad'),
          value:
            p.nacionalidad === null
              ? null
              : nameInList(countries.data, p.idPaisNacionalidad, p.nacionalidad, i18n.language),
        },
        {
          key: 'localidad',
          label: t('fields.localidad'),
          value: [p.localidad, p.provincia].filter(Boolean).join(', '),
        },
        {
          key: 'numeroSeguridadSocial',
          label: t('fields.numeroSeguridadSocial'),
          value: p.numeroSeguridadSocial,
          missing: missing.has('numeroSeguridadSocial'),
        },
      ].filter(
        (row) =>
          (row.key === 'nacionalidad' && visible('idPaisNacionalidad')) ||
          (row.key === 'localidad' && (visible('idLocalidad') || visible('idProvincia'))) ||
          ((row.key === 'DNI' ||
            row.key === 'telefono' ||
            row.key === 'fechaNacimiento' ||
            row.key === 'numeroSeguridadSocial') &&
            visible(row.key)),
      )}
    />
  );
}
