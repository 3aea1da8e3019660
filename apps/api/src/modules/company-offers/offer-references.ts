import { validationMessages, type FieldError, type OfferForm } from '@portal/contracts';
import { municipioPorCodigo } from '../domains/data/index.ts';
import { offerDomains as d, type DomainLookup } from '../domains/domain-lookups.ts';

/** Message of a degree that cannot take student internships (valeParaPracticasEstudiantes). */
export const degreeNotForInternshipsMessage = {
  codigo: 'degree_not_for_student_internships',
  mensaje: 'La titulación no admite prácticas de estudiantes',
} as const;

/** Message of a contract type that does not fit the offer's family (e.g. open-ended internship). */
export const contractNotForFamilyMessage = {
  codigo: 'contract_not_for_family',
  mensaje: 'El tipo de contrato no corresponde a este tipo de oferta',
} as const;

/**
 * Ids of the offer form checked against the reference lists (the client cannot know them all):
 * each unknown id is a field error, as a schema failure would be. Student internships only take
 * current degrees that allow them.
 */
export function offerReferenceErrors(form: OfferForm): FieldError[] {
  const errors: FieldError[] = [];
  const malformed = (campo: string) => errors.push({ campo, ...validationMessages.malformed });
  const check = (campo: string, value: number | undefined, known: Pick<DomainLookup, 'has'>) => {
    if (value !== undefined && !known.has(value)) {
      malformed(campo);
    }
  };
  check('idSector', form.idSector, d.sector);
  const contract = d.contrato.get(form.idTipoContrato);
  if (!contract) {
    malformed('idTipoContrato');
  } else if (!contract.familias.includes(form.familia)) {
    errors.push({ campo: 'idTipoContrato', ...contractNotForFamilyMessage });
  }
  check('idAreaFuncional', form.idAreaFuncional, d.area);
  check('idProvincia', form.idProvincia, d.provincia);
  check('idRangoSalarial', form.idRangoSalarial, d.rango);
  check('idTipoFormacion', form.idTipoFormacion, d.formacion);
  if (form.idLocalidad !== undefined) {
    const town = municipioPorCodigo(form.idLocalidad);
    if (!town || town.idProvincia !== form.idProvincia) {
      malformed('idLocalidad');
    }
  }
  form.titulaciones.forEach((id, i) => {
    const degree = d.titulacion.get(id);
    if (!degree || degree.extinguida) {
      malformed(`titulaciones.${String(i)}`);
    } else if (form.familia === 'practicas' && !degree.valeParaPracticasEstudiantes) {
      errors.push({ campo: `titulaciones.${String(i)}`, ...degreeNotForInternshipsMessage });
    }
  });
  form.idiomas.forEach((l, i) => {
    check(`idiomas.${String(i)}.idIdioma`, l.idIdioma, d.idioma);
    check(`idiomas.${String(i)}.idNivel`, l.idNivel, d.nivel);
  });
  form.conocimientosInformaticos.forEach((id, i) => {
    check(`conocimientosInformaticos.${String(i)}`, id, d.programa);
  });
  return errors;
}
