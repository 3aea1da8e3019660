import { validationMessages, type FieldError, type OfferForm } from '@portal/contracts';
import {
  areasFuncionales,
  idiomas,
  municipioPorCodigo,
  nivelesIdioma,
  programasInformaticos,
  provincias,
  rangosSalariales,
  sectoresActividad,
  tiposContrato,
  tiposFormacion,
  titulaciones,
} from '../domains/data/index.ts';

const ids = (items: readonly { id: number }[]) => new Set(items.map((i) => i.id));
const sectorIds = ids(sectoresActividad);
const contractIds = ids(tiposContrato);
const areaIds = ids(areasFuncionales);
const provinceIds = ids(provincias);
const languageIds = ids(idiomas);
const levelIds = ids(nivelesIdioma);
const skillIds = ids(programasInformaticos);
const salaryIds = ids(rangosSalariales);
const trainingIds = ids(tiposFormacion);
const degreesById = new Map(titulaciones.map((t) => [t.id, t]));

/** Message of a degree that cannot take student internships (valeParaPracticasEstudiantes). */
export const degreeNotForInternshipsMessage = {
  codigo: 'degree_not_for_student_internships',
  mensaje: 'La titulación no admite prácticas de estudiantes',
} as const;

/**
 * Ids of the offer form checked against the reference lists (the client cannot know them all):
 * each unknown id is a field error, as a schema failure would be. Student internships only take
 * current degrees that allow them.
 */
export function offerReferenceErrors(form: OfferForm): FieldError[] {
  const errors: FieldError[] = [];
  const malformed = (campo: string) => errors.push({ campo, ...validationMessages.malformed });
  const check = (campo: string, value: number | undefined, known: ReadonlySet<number>) => {
    if (value !== undefined && !known.has(value)) {
      malformed(campo);
    }
  };
  check('idSector', form.idSector, sectorIds);
  check('idTipoContrato', form.idTipoContrato, contractIds);
  check('idAreaFuncional', form.idAreaFuncional, areaIds);
  check('idProvincia', form.idProvincia, provinceIds);
  check('idRangoSalarial', form.idRangoSalarial, salaryIds);
  check('idTipoFormacion', form.idTipoFormacion, trainingIds);
  if (form.idLocalidad !== undefined) {
    const town = municipioPorCodigo(form.idLocalidad);
    if (!town || town.idProvincia !== form.idProvincia) {
      malformed('idLocalidad');
    }
  }
  form.titulaciones.forEach((id, i) => {
    const degree = degreesById.get(id);
    if (!degree || degree.extinguida) {
      malformed(`titulaciones.${String(i)}`);
    } else if (form.familia === 'practicas' && !degree.valeParaPracticasEstudiantes) {
      errors.push({ campo: `titulaciones.${String(i)}`, ...degreeNotForInternshipsMessage });
    }
  });
  form.idiomas.forEach((l, i) => {
    check(`idiomas.${String(i)}.idIdioma`, l.idIdioma, languageIds);
    check(`idiomas.${String(i)}.idNivel`, l.idNivel, levelIds);
  });
  form.conocimientosInformaticos.forEach((id, i) => {
    check(`conocimientosInformaticos.${String(i)}`, id, skillIds);
  });
  return errors;
}
