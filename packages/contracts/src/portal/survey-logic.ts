/**
 * Skip logic of surveys ("the next question follows skip rules; it ends at the last
 * question"), shared by the server (which re-validates the whole path on save) and the web (which
 * moves back and forward along the same path).
 *
 * Rules: questions are asked in their order. Only a single-choice question may jump: the chosen
 * option's `idPreguntaDestino` names a later question, which is asked next. Any other question,
 * an unanswered one or an option without a jump goes on to the next question in order. The survey
 * ends after the last question.
 */

/** Neither null nor undefined (answers and jumps may come with either). */
export const isSet = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

export const surveyQuestionTypes = [
  'unica',
  'multiple',
  'escala',
  'nota',
  'texto',
  'fecha',
] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];

/** What the path needs of a question. */
export interface PathQuestion {
  idPregunta: number;
  tipo: SurveyQuestionType;
  /** Only the checker reads it: an optional question may be left unanswered (no jump then). */
  respuestaObligatoria?: boolean;
  respuestas: readonly { idRespuesta: number; idPreguntaDestino?: number | null | undefined }[];
}

/** What the path needs of an answer: the chosen option of a single-choice question. */
export interface PathAnswer {
  idRespuesta?: number | null | undefined;
}

/** The question asked after `current` given its answer (null: the survey ends). */
export function nextQuestionId(
  questions: readonly PathQuestion[],
  current: number,
  answer: PathAnswer | undefined,
): number | null {
  const index = questions.findIndex((q) => q.idPregunta === current);
  if (index < 0) {
    return null;
  }
  const question = questions[index];
  if (question?.tipo === 'unica' && isSet(answer?.idRespuesta)) {
    const option = question.respuestas.find((r) => r.idRespuesta === answer.idRespuesta);
    const target = option?.idPreguntaDestino;
    if (isSet(target)) {
      const targetIndex = questions.findIndex((q) => q.idPregunta === target);
      // A jump forward only; anything else (a broken or backward jump) ends the walk safely.
      return targetIndex > index ? target : null;
    }
  }
  return questions[index + 1]?.idPregunta ?? null;
}

/** The questions asked, in order, for the answers given so far (the first question always). */
export function surveyPath(
  questions: readonly PathQuestion[],
  answers: ReadonlyMap<number, PathAnswer>,
): number[] {
  const path: number[] = [];
  let current: number | null = questions[0]?.idPregunta ?? null;
  while (current !== null && !path.includes(current)) {
    path.push(current);
    current = nextQuestionId(questions, current, answers.get(current));
  }
  return path;
}

/** One problem found by the logic checker, with the question it concerns. */
export type SurveyLogicProblem =
  | { tipo: 'sin-preguntas' }
  | { tipo: 'salto-atras'; idPregunta: number; idRespuesta: number; idPreguntaDestino: number }
  | {
      tipo: 'salto-inexistente';
      idPregunta: number;
      idRespuesta: number;
      idPreguntaDestino: number;
    }
  | { tipo: 'salto-no-permitido'; idPregunta: number; idRespuesta: number }
  | { tipo: 'sin-opciones'; idPregunta: number }
  | { tipo: 'inalcanzable'; idPregunta: number };

/**
 * Checks a survey before publishing: at least one question; jumps only on single-choice questions,
 * only forward and only to an existing question (so every path ends); choice questions have
 * options; every question is reachable from the first one through some answer.
 */
export function checkSurveyLogic(questions: readonly PathQuestion[]): SurveyLogicProblem[] {
  if (questions.length === 0) {
    return [{ tipo: 'sin-preguntas' }];
  }
  const problems: SurveyLogicProblem[] = [];
  const order = new Map(questions.map((q, i) => [q.idPregunta, i]));
  // Edges of the question graph: each question leads to its next one and to its jump targets.
  const edges = new Map<number, Set<number>>();
  questions.forEach((question, index) => {
    const targets = new Set<number>();
    const next = questions[index + 1]?.idPregunta;
    const hasOptionWithoutJump = question.respuestas.some((r) => !isSet(r.idPreguntaDestino));
    if (
      (question.tipo === 'unica' || question.tipo === 'multiple') &&
      question.respuestas.length === 0
    ) {
      problems.push({ tipo: 'sin-opciones', idPregunta: question.idPregunta });
    }
    // An unanswered optional question or an option without a jump goes on in order.
    const goesOn =
      question.tipo !== 'unica' || hasOptionWithoutJump || question.respuestaObligatoria === false;
    if (next !== undefined && goesOn) {
      targets.add(next);
    }
    for (const option of question.respuestas) {
      const target = option.idPreguntaDestino;
      if (!isSet(target)) {
        continue;
      }
      if (question.tipo !== 'unica') {
        problems.push({
          tipo: 'salto-no-permitido',
          idPregunta: question.idPregunta,
          idRespuesta: option.idRespuesta,
        });
        continue;
      }
      const targetIndex = order.get(target);
      if (targetIndex === undefined) {
        problems.push({
          tipo: 'salto-inexistente',
          idPregunta: question.idPregunta,
          idRespuesta: option.idRespuesta,
          idPreguntaDestino: target,
        });
      } else if (targetIndex <= index) {
        problems.push({
          tipo: 'salto-atras',
          idPregunta: question.idPregunta,
          idRespuesta: option.idRespuesta,
          idPreguntaDestino: target,
        });
      } else {
        targets.add(target);
      }
    }
    edges.set(question.idPregunta, targets);
  });
  const reached = new Set<number>();
  const stack = [questions[0]?.idPregunta].filter((id): id is number => id !== undefined);
  while (stack.length > 0) {
    const id = stack.pop();
    if (id === undefined || reached.has(id)) {
      continue;
    }
    reached.add(id);
    stack.push(...(edges.get(id) ?? []));
  }
  for (const question of questions) {
    if (!reached.has(question.idPregunta)) {
      problems.push({ tipo: 'inalcanzable', idPregunta: question.idPregunta });
    }
  }
  return problems;
}

/** One answer as it is sent (`lContestaciones` items). */
export interface SurveyAnswerValue {
  idRespuesta?: number | null | undefined;
  idRespuestas?: readonly number[] | null | undefined;
  texto?: string | null | undefined;
}

/** Values allowed by the fixed-scale types: 1–4 (scale) and 1–10 (grade). */
export const scaleValues: Readonly<Partial<Record<SurveyQuestionType, readonly number[]>>> = {
  escala: [1, 2, 3, 4],
  nota: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const isRealDay = (value: string) => {
  if (!isoDay.test(value)) {
    return false;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** True when the answer carries nothing (it then counts as not answered). */
export function isEmptyAnswer(answer: SurveyAnswerValue | undefined): boolean {
  return (
    answer === undefined ||
    (!isSet(answer.idRespuesta) &&
      (!isSet(answer.idRespuestas) || answer.idRespuestas.length === 0) &&
      (!isSet(answer.texto) || answer.texto.trim() === ''))
  );
}

/** Whether a non-empty answer fits its question's type and options. */
export function isValidAnswer(
  question: Pick<PathQuestion, 'tipo' | 'respuestas'>,
  answer: SurveyAnswerValue,
): boolean {
  const optionIds = new Set(question.respuestas.map((r) => r.idRespuesta));
  switch (question.tipo) {
    case 'unica':
      return (
        isSet(answer.idRespuesta) &&
        optionIds.has(answer.idRespuesta) &&
        !answer.idRespuestas?.length
      );
    case 'multiple': {
      const ids = answer.idRespuestas ?? [];
      return (
        !isSet(answer.idRespuesta) &&
        ids.length > 0 &&
        new Set(ids).size === ids.length &&
        ids.every((id) => optionIds.has(id))
      );
    }
    case 'escala':
    case 'nota':
      return (
        isSet(answer.idRespuesta) && (scaleValues[question.tipo] ?? []).includes(answer.idRespuesta)
      );
    case 'texto':
      return isSet(answer.texto) && answer.texto.trim().length > 0 && answer.texto.length <= 4000;
    case 'fecha':
      return isSet(answer.texto) && isRealDay(answer.texto);
  }
}
