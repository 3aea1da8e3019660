import { scaleValues, type SurveyCard, type SurveyQuestion } from '@portal/contracts';
import type { SurveyListRow, SurveyQuestionRow } from './surveys.repository.ts';

/** Survey card: the web links 'Comenzar' to /encuestas/{urlAcceso}. */
export const toSurveyCard = (row: SurveyListRow): SurveyCard => ({
  idEncuesta: row.id,
  titulo: row.titulo,
  urlAcceso: row.slug,
  obligatoria: row.obligatoria,
  contestada: row.contestada,
});

/** A question as respondents see it; the scale types always offer their fixed values. */
export function toSurveyQuestion(row: SurveyQuestionRow): SurveyQuestion {
  const scale = scaleValues[row.tipo];
  return {
    idPregunta: row.id,
    texto: row.texto,
    tipo: row.tipo,
    respuestaObligatoria: row.respuestaObligatoria,
    respuestas: scale
      ? scale.map((value) => ({ idRespuesta: value, texto: String(value) }))
      : row.respuestas.map((option) => ({
          idRespuesta: option.idRespuesta,
          texto: option.texto,
          ...(option.idPreguntaDestino !== undefined
            ? { idPreguntaDestino: option.idPreguntaDestino }
            : {}),
        })),
  };
}
