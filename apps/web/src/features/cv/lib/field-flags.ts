import {
  defaultCvFieldSettings,
  validationMessages,
  type CvFieldFlags,
  type CvFieldGroup,
  type CvFieldSettings,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useMyCv } from '../../../lib/queries/my-cv.ts';

type FieldOf<G extends CvFieldGroup> = keyof CvFieldSettings[G] & string;

/**
 * The brand's flags of one part of the CV (`campos` of dameCvUsuario, brand setting `camposCv`):
 * whether a field is shown, may be changed (otherwise read-only with a note why) and must be
 * filled in (label asterisk and a check before sending). The server enforces the same flags.
 */
export function useFieldFlags<G extends CvFieldGroup>(group: G) {
  const { t } = useTranslation('cv');
  const cv = useMyCv();
  const flags = (cv.data?.campos[group] ?? defaultCvFieldSettings[group]) as Record<
    FieldOf<G>,
    CvFieldFlags
  >;
  const visible = (field: FieldOf<G>) => flags[field].visible;
  const editable = (field: FieldOf<G>) => flags[field].visible && flags[field].editable;
  const required = (field: FieldOf<G>) => flags[field].obligatorio && editable(field);
  /** Props of the field's input: required mark, read-only state and its note (after `hint`). */
  const inputProps = (field: FieldOf<G>, hint?: string) => {
    const readOnly = !editable(field);
    const notes = [hint, readOnly ? t('flags.readOnly') : undefined].filter(Boolean);
    return {
      required: required(field),
      readOnly,
      description: notes.length > 0 ? notes.join(' ') : undefined,
      'data-readonly': readOnly ? 'true' : undefined,
    };
  };
  /** Required fields left empty, with the required-field message, for the form's own check. */
  const missing = (values: Partial<Record<FieldOf<G>, unknown>>) => {
    const found: Record<string, string> = {};
    for (const [field, value] of Object.entries(values) as [FieldOf<G>, unknown][]) {
      const empty =
        value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
      if (required(field) && empty) {
        found[field] = validationMessages.required.mensaje;
      }
    }
    return found;
  };
  return { flags, visible, editable, required, inputProps, missing };
}
