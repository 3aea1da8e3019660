import {
  cvExperienceFields,
  cvPersonalFields,
  cvStudyFields,
  type CvCompleteness,
  type CvExperienceField,
  type CvFieldSettings,
  type CvMissingItem,
  type CvPersonalField,
  type CvStudyField,
} from '@portal/contracts';
import { necesitaPermisoTrabajo } from '../domains/data/index.ts';

/** What the completeness rules read of a CV (the service and the PDF pass the same data). */
export interface CompletenessInput {
  personales: Record<CvPersonalField | 'nombre' | 'apellidos', string | number | null>;
  conPracticas: boolean;
  tienePermisoTrabajo: boolean;
  studies: number;
  languages: number;
  experience: number;
  skills: number;
  computerSkills: number;
  presentacion: string | null;
  /** The studies the candidate may edit (not those from the university's records). */
  studyEntries: Record<CvStudyField, string | number | null>[];
  experienceEntries: Record<CvExperienceField, string | number | null>[];
}

const blank = (value: string | number | null) =>
  value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The personal data the portal requires (popupDatosObligatorios, faltanDatosPersonalesObligatorios):
 * every field the brand marks required, and the social security number of students (unless the
 * brand hides it).
 */
export function missingRequiredPersonalData(
  input: Pick<CompletenessInput, 'personales' | 'conPracticas'>,
  settings: CvFieldSettings,
): CvPersonalField[] {
  const missing = cvPersonalFields.filter(
    (field) =>
      settings.personales[field].obligatorio &&
      settings.personales[field].visible &&
      blank(input.personales[field]),
  );
  if (
    input.conPracticas &&
    settings.personales.numeroSeguridadSocial.visible &&
    blank(input.personales.numeroSeguridadSocial) &&
    !missing.includes('numeroSeguridadSocial')
  ) {
    missing.push('numeroSeguridadSocial');
  }
  return missing;
}

/**
 * The one completeness function: the meter of /cv, the overlays (required personal
 * data) and the prompts 534 (something missing) and 540 (something required missing).
 */
export function cvCompleteness(
  input: CompletenessInput,
  settings: CvFieldSettings,
): CvCompleteness {
  const items: (CvMissingItem & { ok: boolean })[] = [];
  const required = new Set(missingRequiredPersonalData(input, settings));
  // Name and surnames come from the university's records: always required, never configurable.
  for (const field of ['nombre', 'apellidos'] as const) {
    items.push({
      campo: field,
      seccion: 'personales',
      obligatorio: true,
      ok: !blank(input.personales[field]),
    });
  }
  for (const field of cvPersonalFields) {
    const flags = settings.personales[field];
    const counts =
      required.has(field) ||
      flags.obligatorio ||
      (field === 'numeroSeguridadSocial' && input.conPracticas && flags.visible);
    if (counts) {
      items.push({
        campo: field,
        seccion: 'personales',
        obligatorio: true,
        ok: !required.has(field),
      });
    }
  }
  const recommended = (campo: string, seccion: CvMissingItem['seccion'], ok: boolean) => {
    items.push({ campo, seccion, obligatorio: false, ok });
  };
  recommended('fechaNacimiento', 'personales', !blank(input.personales.fechaNacimiento));
  items.push({
    campo: 'academicos',
    seccion: 'academicos',
    obligatorio: true,
    ok: input.studies > 0,
  });
  // A field the brand requires of every study or experience the candidate gave (none by default).
  for (const field of cvStudyFields) {
    if (settings.academicos[field].obligatorio) {
      items.push({
        campo: `academicos.${field}`,
        seccion: 'academicos',
        obligatorio: true,
        ok: input.studyEntries.every((entry) => !blank(entry[field])),
      });
    }
  }
  for (const field of cvExperienceFields) {
    if (settings.experiencia[field].obligatorio) {
      items.push({
        campo: `experiencia.${field}`,
        seccion: 'profesional',
        obligatorio: true,
        ok: input.experienceEntries.every((entry) => !blank(entry[field])),
      });
    }
  }
  const idPais = input.personales.idPaisNacionalidad;
  if (typeof idPais === 'number' && necesitaPermisoTrabajo(idPais)) {
    items.push({
      campo: 'tienePermisoTrabajo',
      seccion: 'preferencias',
      obligatorio: true,
      ok: input.tienePermisoTrabajo,
    });
  }
  recommended('idiomas', 'idiomas', input.languages > 0);
  recommended('experiencia', 'profesional', input.experience > 0);
  recommended('competencias', 'competencias', input.skills > 0);
  recommended('programasInformaticos', 'competencias', input.computerSkills > 0);
  recommended('presentacion', 'presentacion', !blank(input.presentacion));

  const faltan = items
    .filter((i) => !i.ok)
    .map(({ campo, seccion, obligatorio }) => ({
      campo,
      seccion,
      obligatorio,
    }));
  return {
    porcentaje: Math.round((100 * (items.length - faltan.length)) / items.length),
    obligatoriosCompletos: faltan.every((i) => !i.obligatorio),
    completo: faltan.length === 0,
    faltan,
  };
}
