import type { Cv, CvFieldSettings } from '@portal/contracts';

/** A field of the personal data the brand flags (`campos.personales`). */
export type PersonalField = keyof CvFieldSettings['personales'];

/** Fields of the personal data form a link (hash) may open and focus. */
export const personalFields = new Set([
  'DNI',
  'telefono',
  'fechaNacimiento',
  'idPaisNacionalidad',
  'idProvincia',
  'idLocalidad',
  'numeroSeguridadSocial',
]);

/** The personal data form's values: select values as strings, empty texts as ''. */
export interface PersonalValues {
  DNI: string;
  telefono: string;
  fechaNacimiento: string;
  idPaisNacionalidad: string | null;
  idProvincia: string | null;
  idLocalidad: string | null;
  numeroSeguridadSocial: string;
}

export const personalValuesOf = (cv: Cv): PersonalValues => ({
  DNI: cv.personales.DNI ?? '',
  telefono: cv.personales.telefono ?? '',
  fechaNacimiento: cv.personales.fechaNacimiento ?? '',
  idPaisNacionalidad:
    cv.personales.idPaisNacionalidad === null ? null : String(cv.personales.idPaisNacionalidad),
  idProvincia: cv.personales.idProvincia === null ? null : String(cv.personales.idProvincia),
  idLocalidad: cv.personales.idLocalidad === null ? null : String(cv.personales.idLocalidad),
  numeroSeguridadSocial: cv.personales.numeroSeguridadSocial ?? '',
});
