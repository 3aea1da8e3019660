import { describe, expect, it } from 'vitest';
import {
  checkSurveyLogic,
  isEmptyAnswer,
  isValidAnswer,
  nextQuestionId,
  surveyPath,
  type PathQuestion,
} from './survey-logic.ts';

const yesNo = (noJump?: number, yesJump?: number) => [
  { idRespuesta: 1, texto: 'Sí', idPreguntaDestino: yesJump ?? null },
  { idRespuesta: 2, texto: 'No', idPreguntaDestino: noJump ?? null },
];

// 10 working? (No → 40) · 20 since when · 30 related? (both → 50) · 40 seeking · 50 scale · 60 text
const survey: PathQuestion[] = [
  { idPregunta: 10, tipo: 'unica', respuestas: yesNo(40) },
  { idPregunta: 20, tipo: 'fecha', respuestas: [] },
  { idPregunta: 30, tipo: 'unica', respuestas: yesNo(50, 50) },
  { idPregunta: 40, tipo: 'unica', respuestas: yesNo() },
  { idPregunta: 50, tipo: 'escala', respuestas: [] },
  { idPregunta: 60, tipo: 'texto', respuestaObligatoria: false, respuestas: [] },
];

describe('surveyPath and nextQuestionId', () => {
  it('follows the order when no jump applies', () => {
    expect(nextQuestionId(survey, 20, { idRespuesta: null })).toBe(30);
    expect(nextQuestionId(survey, 60, undefined)).toBeNull();
    expect(nextQuestionId(survey, 999, undefined)).toBeNull();
  });

  it('jumps forward from the chosen option', () => {
    expect(nextQuestionId(survey, 10, { idRespuesta: 2 })).toBe(40);
    expect(surveyPath(survey, new Map([[10, { idRespuesta: 2 }]]))).toEqual([10, 40, 50, 60]);
    expect(
      surveyPath(
        survey,
        new Map([
          [10, { idRespuesta: 1 }],
          [30, { idRespuesta: 2 }],
        ]),
      ),
    ).toEqual([10, 20, 30, 50, 60]);
  });

  it('starts with the first question and walks in order while nothing is answered', () => {
    expect(surveyPath(survey, new Map())).toEqual([10, 20, 30, 40, 50, 60]);
    expect(surveyPath([], new Map())).toEqual([]);
  });

  it('never loops or goes backwards on a broken definition', () => {
    const broken: PathQuestion[] = [
      { idPregunta: 1, tipo: 'unica', respuestas: [{ idRespuesta: 1, idPreguntaDestino: 2 }] },
      { idPregunta: 2, tipo: 'unica', respuestas: [{ idRespuesta: 1, idPreguntaDestino: 1 }] },
    ];
    const answers = new Map([
      [1, { idRespuesta: 1 }],
      [2, { idRespuesta: 1 }],
    ]);
    expect(surveyPath(broken, answers)).toEqual([1, 2]);
  });

  it('ignores jumps on other types than single choice', () => {
    const multiple: PathQuestion[] = [
      { idPregunta: 1, tipo: 'multiple', respuestas: [{ idRespuesta: 1, idPreguntaDestino: 3 }] },
      { idPregunta: 2, tipo: 'texto', respuestas: [] },
      { idPregunta: 3, tipo: 'texto', respuestas: [] },
    ];
    expect(surveyPath(multiple, new Map([[1, { idRespuesta: 1 }]]))).toEqual([1, 2, 3]);
  });
});

describe('checkSurveyLogic', () => {
  it('accepts a survey whose jumps go forward and reach every question', () => {
    expect(checkSurveyLogic(survey)).toEqual([]);
  });

  it('refuses an empty survey', () => {
    expect(checkSurveyLogic([])).toEqual([{ tipo: 'sin-preguntas' }]);
  });

  it('refuses a backward jump, a jump to nowhere and a jump on a non single-choice question', () => {
    const problems = checkSurveyLogic([
      { idPregunta: 1, tipo: 'texto', respuestas: [] },
      { idPregunta: 2, tipo: 'unica', respuestas: yesNo(1, 99) },
      { idPregunta: 3, tipo: 'multiple', respuestas: [{ idRespuesta: 1, idPreguntaDestino: 4 }] },
      { idPregunta: 4, tipo: 'texto', respuestas: [] },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        { tipo: 'salto-atras', idPregunta: 2, idRespuesta: 2, idPreguntaDestino: 1 },
        { tipo: 'salto-inexistente', idPregunta: 2, idRespuesta: 1, idPreguntaDestino: 99 },
        { tipo: 'salto-no-permitido', idPregunta: 3, idRespuesta: 1 },
      ]),
    );
  });

  it('finds a question no answer can reach', () => {
    // Both options of a mandatory question jump over question 2.
    const problems = checkSurveyLogic([
      { idPregunta: 1, tipo: 'unica', respuestas: yesNo(3, 3) },
      { idPregunta: 2, tipo: 'texto', respuestas: [] },
      { idPregunta: 3, tipo: 'texto', respuestas: [] },
    ]);
    expect(problems).toEqual([{ tipo: 'inalcanzable', idPregunta: 2 }]);
    // Optional, it may be left empty: question 2 is then reached in order.
    expect(
      checkSurveyLogic([
        { idPregunta: 1, tipo: 'unica', respuestaObligatoria: false, respuestas: yesNo(3, 3) },
        { idPregunta: 2, tipo: 'texto', respuestas: [] },
        { idPregunta: 3, tipo: 'texto', respuestas: [] },
      ]),
    ).toEqual([]);
  });

  it('refuses a choice question without options', () => {
    expect(checkSurveyLogic([{ idPregunta: 1, tipo: 'multiple', respuestas: [] }])).toEqual([
      { tipo: 'sin-opciones', idPregunta: 1 },
    ]);
  });
});

describe('answers', () => {
  const options = [{ idRespuesta: 1 }, { idRespuesta: 2 }];
  it('knows an empty answer', () => {
    expect(isEmptyAnswer(undefined)).toBe(true);
    expect(isEmptyAnswer({ texto: '  ', idRespuestas: [] })).toBe(true);
    expect(isEmptyAnswer({ idRespuesta: 1 })).toBe(false);
  });

  it('checks each type', () => {
    expect(isValidAnswer({ tipo: 'unica', respuestas: options }, { idRespuesta: 2 })).toBe(true);
    expect(isValidAnswer({ tipo: 'unica', respuestas: options }, { idRespuesta: 3 })).toBe(false);
    expect(isValidAnswer({ tipo: 'multiple', respuestas: options }, { idRespuestas: [1, 2] })).toBe(
      true,
    );
    expect(isValidAnswer({ tipo: 'multiple', respuestas: options }, { idRespuestas: [1, 1] })).toBe(
      false,
    );
    expect(isValidAnswer({ tipo: 'escala', respuestas: [] }, { idRespuesta: 4 })).toBe(true);
    expect(isValidAnswer({ tipo: 'escala', respuestas: [] }, { idRespuesta: 5 })).toBe(false);
    expect(isValidAnswer({ tipo: 'nota', respuestas: [] }, { idRespuesta: 10 })).toBe(true);
    expect(isValidAnswer({ tipo: 'nota', respuestas: [] }, { idRespuesta: 0 })).toBe(false);
    expect(isValidAnswer({ tipo: 'texto', respuestas: [] }, { texto: 'Hola' })).toBe(true);
    expect(isValidAnswer({ tipo: 'fecha', respuestas: [] }, { texto: '2026-02-28' })).toBe(true);
    expect(isValidAnswer({ tipo: 'fecha', respuestas: [] }, { texto: '2026-02-30' })).toBe(false);
  });
});
