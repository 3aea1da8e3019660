import {
  offerFormSchema,
  type OfferFamily,
  type OfferForm,
  type OfferFormValues,
} from '@portal/contracts';

/** One language requirement as the form holds it (select values are strings). */
export interface OfferLanguageFields {
  idIdioma: string | null;
  idNivel: string | null;
}

/**
 * The offer form as the inputs hold it: selects give string ids, number inputs a number or '',
 * dates YYYY-MM-DD or ''. The contracts schema reads these as they are ('' means "not given").
 */
export interface OfferFormFields {
  familia: OfferFamily;
  titulo: string;
  plazas: number | string;
  idSector: string | null;
  idTipoContrato: string | null;
  titulaciones: string[];
  idAreaFuncional: string | null;
  idProvincia: string | null;
  idLocalidad: string | null;
  descripcion: string;
  requisitos: string;
  idiomas: OfferLanguageFields[];
  conocimientosInformaticos: string[];
  creditosMinimos: number | string;
  fechaFinInscripcion: string;
  fechaInicio: string;
  fechaFin: string;
  horasDia: number | string;
  diasSemana: number | string;
  meses: number | string;
  dedicacion: number | string;
  remuneracion: number | string;
  idRangoSalarial: string | null;
  idTipoFormacion: string | null;
  tutorNombre: string;
  tutorEmail: string;
  /** 'true' curricular, 'false' extracurricular (student internships only). */
  curricular: 'true' | 'false' | null;
  nivelEstudiantes: 'grado' | 'posgrado' | null;
  requiereCvPropio: boolean;
  paraIntermediacion: boolean;
  idPrograma: string | null;
}

/** An empty form of a family (curricular preselected for student internships). */
export function emptyOfferFields(familia: OfferFamily): OfferFormFields {
  return {
    familia,
    titulo: '',
    plazas: 1,
    idSector: null,
    idTipoContrato: null,
    titulaciones: [],
    idAreaFuncional: null,
    idProvincia: null,
    idLocalidad: null,
    descripcion: '',
    requisitos: '',
    idiomas: [],
    conocimientosInformaticos: [],
    creditosMinimos: '',
    fechaFinInscripcion: '',
    fechaInicio: '',
    fechaFin: '',
    horasDia: '',
    diasSemana: '',
    meses: '',
    dedicacion: '',
    remuneracion: '',
    idRangoSalarial: null,
    idTipoFormacion: null,
    tutorNombre: '',
    tutorEmail: '',
    curricular: familia === 'practicas' ? 'true' : null,
    nivelEstudiantes: null,
    requiereCvPropio: false,
    paraIntermediacion: false,
    idPrograma: null,
  };
}

const idText = (id: number | null) => (id === null ? null : String(id));
const numberOrEmpty = (value: number | null) => value ?? '';

/** The stored offer (dameOfertaEditable) in the form's shape. */
export function fieldsFromEditable(offer: OfferFormValues): OfferFormFields {
  return {
    familia: offer.familia,
    titulo: offer.titulo,
    plazas: offer.plazas,
    idSector: idText(offer.idSector),
    idTipoContrato: idText(offer.idTipoContrato),
    titulaciones: offer.titulaciones.map(String),
    idAreaFuncional: idText(offer.idAreaFuncional),
    idProvincia: idText(offer.idProvincia),
    idLocalidad: idText(offer.idLocalidad),
    descripcion: offer.descripcion,
    requisitos: offer.requisitos,
    idiomas: offer.idiomas.map((l) => ({
      idIdioma: String(l.idIdioma),
      idNivel: String(l.idNivel),
    })),
    conocimientosInformaticos: offer.conocimientosInformaticos.map(String),
    creditosMinimos: numberOrEmpty(offer.creditosMinimos),
    fechaFinInscripcion: offer.fechaFinInscripcion ?? '',
    fechaInicio: offer.fechaInicio ?? '',
    fechaFin: offer.fechaFin ?? '',
    horasDia: numberOrEmpty(offer.horasDia),
    diasSemana: numberOrEmpty(offer.diasSemana),
    meses: numberOrEmpty(offer.meses),
    dedicacion: numberOrEmpty(offer.dedicacion),
    remuneracion: numberOrEmpty(offer.remuneracion),
    idRangoSalarial: idText(offer.idRangoSalarial),
    idTipoFormacion: idText(offer.idTipoFormacion),
    tutorNombre: offer.tutorNombre ?? '',
    tutorEmail: offer.tutorEmail ?? '',
    curricular: offer.curricular === null ? null : offer.curricular ? 'true' : 'false',
    nivelEstudiantes: offer.nivelEstudiantes,
    requiereCvPropio: offer.requiereCvPropio,
    paraIntermediacion: offer.paraIntermediacion,
    idPrograma: idText(offer.idPrograma),
  };
}

/**
 * What the schema reads: the fields as typed, with the ones that do not apply to the family left
 * out (a family switch must not leave a hidden value that the server refuses).
 */
export function offerInput(fields: OfferFormFields): Record<string, unknown> {
  const internship = fields.familia !== 'empleo';
  const students = fields.familia === 'practicas';
  return {
    ...fields,
    idiomas: fields.idiomas.map((l) => ({ idIdioma: l.idIdioma ?? '', idNivel: l.idNivel ?? '' })),
    curricular: students
      ? fields.curricular === null
        ? null
        : fields.curricular === 'true'
      : null,
    nivelEstudiantes: students ? fields.nivelEstudiantes : null,
    creditosMinimos: students ? fields.creditosMinimos : '',
    tutorNombre: internship ? fields.tutorNombre : '',
    tutorEmail: internship ? fields.tutorEmail : '',
    idPrograma: internship ? fields.idPrograma : null,
    paraIntermediacion: internship ? false : fields.paraIntermediacion,
    idRangoSalarial: internship ? null : fields.idRangoSalarial,
  };
}

/** Multi-selects show one error for the whole list ('titulaciones.2' → 'titulaciones'). */
export function formErrorKey(path: string): string {
  const [head] = path.split('.');
  return head === 'titulaciones' || head === 'conocimientosInformaticos' ? head : path;
}

export type OfferFormCheck =
  { ok: true; form: OfferForm } | { ok: false; errors: Record<string, string> };

/**
 * Validates the form with the contracts schema (the server runs the same one): the first message
 * of each field, keyed by the form's path ('idiomas.0.idNivel').
 */
export function checkOfferForm(fields: OfferFormFields): OfferFormCheck {
  const result = offerFormSchema.safeParse(offerInput(fields));
  if (result.success) {
    return { ok: true, form: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = formErrorKey(issue.path.map(String).join('.'));
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Server field errors (`datos.errores`) keyed by the form's path. */
export function serverFieldErrors(datos: unknown): Record<string, string> | null {
  if (typeof datos !== 'object' || datos === null || !('errores' in datos)) {
    return null;
  }
  const list = datos.errores;
  if (!Array.isArray(list) || list.length === 0) {
    return null;
  }
  const errors: Record<string, string> = {};
  for (const entry of list as unknown[]) {
    if (typeof entry === 'object' && entry !== null && 'campo' in entry && 'mensaje' in entry) {
      const campo = formErrorKey(String(entry.campo));
      errors[campo] ??= String(entry.mensaje);
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
