import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  Codes,
  isEmptyAnswer,
  isSet,
  isValidAnswer,
  nextQuestionId,
  surveyPath,
  type SurveyAnswer,
  type SurveyAnswerValue,
  type SurveyDefinition,
  type SurveyQuestion,
} from '@portal/contracts';
import { useMemo, useRef, useState, useEffect, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { showStatus } from '../../../lib/error-store.ts';
import { focusFirstInvalid } from '../../../lib/field-error-text.ts';
import { useSaveSurveyAnswers } from '../api/survey-answers.ts';
import { QuestionField } from './question-field.tsx';

interface SurveyRunnerProps {
  definition: SurveyDefinition;
  /** Survey token, or null to answer with the portal session. */
  token: string | null;
  onSent: () => void;
  onAlreadyAnswered: () => void;
}

type Step = { kind: 'question'; id: number } | { kind: 'summary' };

/** The answers that count: non-empty ones, keyed by question. */
function givenAnswers(answers: ReadonlyMap<number, SurveyAnswerValue>) {
  const given = new Map<number, SurveyAnswerValue>();
  for (const [id, answer] of answers) {
    if (!isEmptyAnswer(answer)) {
      given.set(id, answer);
    }
  }
  return given;
}

/**
 * One question at a time along the path of the skip rules (the same function the server uses),
 * a progress bar, back and forward, a summary before sending, then the thank-you.
 */
export function SurveyRunner({ definition, token, onSent, onAlreadyAnswered }: SurveyRunnerProps) {
  const { t } = useTranslation('surveys');
  const questions = definition.encuesta.preguntas;
  const byId = useMemo(() => new Map(questions.map((q) => [q.idPregunta, q])), [questions]);
  const [answers, setAnswers] = useState<Map<number, SurveyAnswerValue>>(new Map());
  const [step, setStep] = useState<Step>(() =>
    questions[0] ? { kind: 'question', id: questions[0].idPregunta } : { kind: 'summary' },
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSurveyAnswers();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const given = givenAnswers(answers);
  const path = surveyPath(questions, given);
  const position = step.kind === 'question' ? path.indexOf(step.id) : path.length;
  const total = path.length;

  // Each step move takes the focus to the step's heading, so it is announced.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const problemOf = (question: SurveyQuestion): string | null => {
    const answer = given.get(question.idPregunta);
    if (answer === undefined) {
      return question.respuestaObligatoria ? t('question.required') : null;
    }
    if (!isValidAnswer(question, answer)) {
      return question.tipo === 'fecha' ? t('question.invalidDate') : t('question.invalid');
    }
    return null;
  };

  const goTo = (next: Step) => {
    setError(null);
    setStep(next);
  };

  const forward = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'question') {
      return;
    }
    const question = byId.get(step.id);
    if (!question) {
      return;
    }
    const problem = problemOf(question);
    if (problem) {
      setError(problem);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const next = nextQuestionId(questions, step.id, given.get(step.id));
    goTo(next === null ? { kind: 'summary' } : { kind: 'question', id: next });
  };

  const back = () => {
    const previous = step.kind === 'summary' ? path[path.length - 1] : path[position - 1];
    if (previous !== undefined) {
      goTo({ kind: 'question', id: previous });
    }
  };

  const send = () => {
    const lContestaciones: SurveyAnswer[] = path.flatMap((id) => {
      const answer = given.get(id);
      return answer
        ? [
            {
              idPregunta: id,
              ...(isSet(answer.idRespuesta) ? { idRespuesta: answer.idRespuesta } : {}),
              ...(answer.idRespuestas?.length ? { idRespuestas: [...answer.idRespuestas] } : {}),
              ...(isSet(answer.texto) && answer.texto.trim() !== '' ? { texto: answer.texto } : {}),
            },
          ]
        : [];
    });
    save.mutate(
      { id: definition.urlAcceso, token, lContestaciones },
      {
        onSuccess: onSent,
        onError: (failure) => {
          if (!isApiError(failure)) {
            showStatus(Codes.SERVICE_UNAVAILABLE);
            return;
          }
          if (failure.status === Codes.SURVEY_ALREADY_ANSWERED) {
            onAlreadyAnswered();
            return;
          }
          const missing = (failure.datos as { idPregunta?: unknown } | null)?.idPregunta;
          if (failure.status === Codes.MANDATORY_DATA_MISSING && typeof missing === 'number') {
            setStep({ kind: 'question', id: missing });
            setError(failure.mensaje ?? t('question.required'));
            return;
          }
          showStatus(failure.status, failure.mensaje);
        },
      },
    );
  };

  const progress = total === 0 ? 100 : Math.round((Math.min(position, total) / total) * 100);
  const progressLabel =
    step.kind === 'question'
      ? t('progress.question', { current: position + 1, total })
      : t('progress.summary');

  return (
    <Stack gap="md">
      {definition.anonima && (
        <Alert variant="light" color="blue" data-testid="anonymous-notice">
          {t('survey.anonymousNotice')}
        </Alert>
      )}
      <Stack gap={4}>
        <Text size="sm" aria-hidden="true">
          {progressLabel}
        </Text>
        <Progress value={progress} aria-label={progressLabel} data-testid="survey-progress" />
      </Stack>
      {step.kind === 'question' ? (
        <Paper withBorder p="md" component="section" aria-labelledby="survey-step-heading">
          <form noValidate onSubmit={forward}>
            <Stack gap="md">
              <Title order={3} size="h4" id="survey-step-heading" ref={stepHeading} tabIndex={-1}>
                {t('progress.question', { current: position + 1, total })}
              </Title>
              {(() => {
                const question = byId.get(step.id);
                return question ? (
                  <QuestionField
                    key={question.idPregunta}
                    question={question}
                    value={answers.get(question.idPregunta)}
                    error={error}
                    onChange={(value) => {
                      setError(null);
                      setAnswers((current) => new Map(current).set(question.idPregunta, value));
                    }}
                  />
                ) : null;
              })()}
              <Group justify="space-between">
                <Button
                  variant="default"
                  onClick={back}
                  disabled={position <= 0}
                  data-testid="survey-back"
                >
                  {t('survey.previous')}
                </Button>
                <Button type="submit" data-testid="survey-next">
                  {t('survey.next')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : (
        <Paper withBorder p="md" component="section" aria-labelledby="survey-step-heading">
          <Stack gap="md">
            <Title order={3} size="h4" id="survey-step-heading" ref={stepHeading} tabIndex={-1}>
              {t('summary.title')}
            </Title>
            <Stack component="dl" gap="sm" m={0} data-testid="survey-summary">
              {path.map((id) => {
                const question = byId.get(id);
                if (!question) {
                  return null;
                }
                return (
                  <div key={id}>
                    <Text component="dt" fw={600}>
                      {question.texto}
                    </Text>
                    <Group component="dd" m={0} justify="space-between" wrap="nowrap">
                      <Text>{describeAnswer(question, given.get(id), t('summary.noAnswer'))}</Text>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => {
                          goTo({ kind: 'question', id });
                        }}
                        aria-label={t('summary.editLabel', { question: question.texto })}
                      >
                        {t('summary.edit')}
                      </Button>
                    </Group>
                  </div>
                );
              })}
            </Stack>
            <Group justify="space-between">
              <Button variant="default" onClick={back} data-testid="survey-back">
                {t('survey.previous')}
              </Button>
              <Button onClick={send} loading={save.isPending} data-testid="survey-send">
                {t('summary.send')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** The answer in words, for the summary. */
function describeAnswer(
  question: SurveyQuestion,
  answer: SurveyAnswerValue | undefined,
  none: string,
): string {
  if (answer === undefined) {
    return none;
  }
  const optionText = (id: number) =>
    question.respuestas.find((option) => option.idRespuesta === id)?.texto ?? String(id);
  if (answer.idRespuestas?.length) {
    return answer.idRespuestas.map(optionText).join(', ');
  }
  if (isSet(answer.idRespuesta)) {
    return optionText(answer.idRespuesta);
  }
  if (question.tipo === 'fecha' && answer.texto) {
    const [y, m, d] = answer.texto.split('-');
    return `${d ?? ''}/${m ?? ''}/${y ?? ''}`;
  }
  const text = answer.texto?.trim() ?? '';
  return text === '' ? none : text;
}
