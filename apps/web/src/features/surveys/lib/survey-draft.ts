import {
  spanishToday,
  type StaffSurvey,
  type StaffSurveyBody,
  type StaffSurveyQuestion,
} from '@portal/contracts';

/** A survey being built: the body the server takes, questions always present. */
export type SurveyDraft = Omit<StaffSurveyBody, 'preguntas'> & { preguntas: StaffSurveyQuestion[] };

/** A field's error (zod path joined by dots) once the form was sent, else none. */
export type DraftErrorOf = (path: string) => string | null;

export const emptyDraft = (): SurveyDraft => ({
  titulo: '',
  descripcion: '',
  urlAcceso: '',
  paraAlumnos: true,
  paraEmpresas: false,
  permiteUsuarios: true,
  permiteAnonima: false,
  obligatoria: false,
  fechaInicio: spanishToday(),
  fechaFin: null,
  textoRgpd: null,
  preguntas: [],
});

export const draftOf = (survey: StaffSurvey): SurveyDraft => ({
  titulo: survey.titulo,
  descripcion: survey.descripcion,
  urlAcceso: survey.urlAcceso,
  paraAlumnos: survey.paraAlumnos,
  paraEmpresas: survey.paraEmpresas,
  permiteUsuarios: survey.permiteUsuarios,
  permiteAnonima: survey.permiteAnonima,
  obligatoria: survey.obligatoria,
  fechaInicio: survey.fechaInicio,
  fechaFin: survey.fechaFin,
  textoRgpd: survey.textoRgpd,
  preguntas: survey.preguntas,
});
