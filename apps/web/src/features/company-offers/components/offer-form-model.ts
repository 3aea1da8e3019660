import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ReferenceItem } from '../api/get-reference-lists.ts';
import { checkOfferForm, type OfferFormFields } from '../lib/offer-form-values.ts';
import { itemText } from '../../../lib/reference-lists.ts';
import { useErrorText } from '../../../lib/form-submit.ts';

/** Field order, for focusing the first field with an error. */
const fieldOrder = [
  'titulo',
  'plazas',
  'idSector',
  'idTipoContrato',
  'titulaciones',
  'idAreaFuncional',
  'idProvincia',
  'idLocalidad',
  'descripcion',
  'requisitos',
  'idiomas',
  'conocimientosInformaticos',
  'creditosMinimos',
  'curricular',
  'nivelEstudiantes',
  'fechaFinInscripcion',
  'fechaInicio',
  'fechaFin',
  'horasDia',
  'diasSemana',
  'meses',
  'dedicacion',
  'remuneracion',
  'idRangoSalarial',
  'idTipoFormacion',
  'tutorNombre',
  'tutorEmail',
  'idPrograma',
];

/** The DOM id of a field of the offer form (`idiomas.0.idIdioma` → `offer-idiomas-0-idIdioma`). */
export const fieldId = (path: string) => `offer-${path.replace(/\./g, '-')}`;

/** Focuses the first field (in form order) that has an error. */
export function focusFirst(errors: Record<string, unknown>) {
  const keys = Object.keys(errors);
  const first =
    fieldOrder.find((f) => keys.some((k) => k === f || k.startsWith(`${f}.`))) ?? keys[0];
  if (first === undefined) {
    return;
  }
  const exact = keys.find((k) => k === first || k.startsWith(`${first}.`)) ?? first;
  const element =
    document.getElementById(fieldId(exact)) ??
    document.getElementById(fieldId(first)) ??
    document.querySelector<HTMLElement>(`[name="${first}"]`);
  const target =
    element instanceof HTMLInputElement || element?.getAttribute('contenteditable') === 'true'
      ? element
      : (element?.querySelector<HTMLElement>('input, [contenteditable="true"]') ?? element);
  target?.focus();
}

/** The form state, validated with the contracts schema through `checkOfferForm`. */
export function useOfferForm(initialValues: OfferFormFields) {
  const errorText = useErrorText();
  return useForm<OfferFormFields>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const check = checkOfferForm(values);
      return check.ok ? {} : check.errors;
    },
    // The schema writes the spec's Spanish; every field shows it in the reader's language.
    enhanceGetInputProps: ({ inputProps }) => ({ error: errorText(inputProps.error) }),
  });
}

export type OfferFormApi = ReturnType<typeof useOfferForm>;

/** Value, change handler, error, id and name of one top-level field. */
export const fieldProps = (form: OfferFormApi, path: keyof OfferFormFields) => ({
  ...form.getInputProps(path),
  id: fieldId(path),
  name: path,
});

/** Options of a select from a reference list, labelled in the interface language. */
export function useReferenceItems() {
  const { i18n } = useTranslation();
  return (list: readonly ReferenceItem[]) =>
    list.map((i) => ({ value: String(i.id), label: itemText(i, i18n.language) }));
}
