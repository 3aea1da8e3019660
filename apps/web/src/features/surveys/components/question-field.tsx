import { Checkbox, Fieldset, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { SurveyAnswerValue, SurveyQuestion } from '@portal/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QuestionFieldProps {
  question: SurveyQuestion;
  value: SurveyAnswerValue | undefined;
  error: string | null;
  onChange: (value: SurveyAnswerValue) => void;
}

/**
 * One question as a real fieldset whose legend is the question (question types):
 * radios for single choice and the 1–4 / 1–10 scales, checkboxes for multiple choice, a text
 * area or a date field. The error is announced and tied to the controls.
 */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const { t } = useTranslation('surveys');
  const errorId = useId();
  const hintId = useId();
  const legend = (
    <>
      {question.texto}
      {!question.respuestaObligatoria && (
        <Text span c="dimmed" size="sm">
          {' '}
          {t('question.optional')}
        </Text>
      )}
    </>
  );
  const hint =
    question.tipo === 'escala'
      ? t('question.scaleHint')
      : question.tipo === 'nota'
        ? t('question.gradeHint')
        : question.tipo === 'multiple'
          ? t('question.multipleHint')
          : null;
  const described = [error ? errorId : null, hint !== null ? hintId : null]
    .filter(Boolean)
    .join(' ');

  let control: ReactNode;
  switch (question.tipo) {
    case 'unica':
    case 'escala':
    case 'nota': {
      const horizontal = question.tipo !== 'unica';
      const radios = question.respuestas.map((option) => (
        <Radio
          key={option.idRespuesta}
          value={String(option.idRespuesta)}
          label={option.texto}
          name={`pregunta-${String(question.idPregunta)}`}
          checked={value?.idRespuesta === option.idRespuesta}
          onChange={() => {
            onChange({ idRespuesta: option.idRespuesta });
          }}
          aria-describedby={described || undefined}
          aria-invalid={error ? true : undefined}
        />
      ));
      control = horizontal ? <Group gap="md">{radios}</Group> : <Stack gap="xs">{radios}</Stack>;
      break;
    }
    case 'multiple': {
      const chosen = value?.idRespuestas ?? [];
      control = (
        <Stack gap="xs">
          {question.respuestas.map((option) => (
            <Checkbox
              key={option.idRespuesta}
              label={option.texto}
              checked={chosen.includes(option.idRespuesta)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                const next = on
                  ? [...chosen, option.idRespuesta]
                  : chosen.filter((id) => id !== option.idRespuesta);
                onChange({ idRespuestas: next });
              }}
              aria-describedby={described || undefined}
              aria-invalid={error ? true : undefined}
            />
          ))}
        </Stack>
      );
      break;
    }
    case 'texto':
      control = (
        <Textarea
          label={t('question.yourAnswer')}
          autosize
          minRows={3}
          maxLength={4000}
          value={value?.texto ?? ''}
          onChange={(event) => {
            onChange({ texto: event.currentTarget.value });
          }}
          aria-describedby={described || undefined}
          aria-invalid={error ? true : undefined}
        />
      );
      break;
    case 'fecha':
      control = (
        <TextInput
          type="date"
          label={t('question.date')}
          value={value?.texto ?? ''}
          onChange={(event) => {
            onChange({ texto: event.currentTarget.value });
          }}
          aria-describedby={described || undefined}
          aria-invalid={error ? true : undefined}
          maw={220}
        />
      );
      break;
  }

  return (
    <Fieldset legend={legend} variant="unstyled" data-testid="survey-question">
      <Stack gap="sm">
        {hint !== null && (
          <Text id={hintId} size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {control}
        {error && (
          <Text
            id={errorId}
            c="var(--mantine-color-error)"
            size="sm"
            role="alert"
            data-testid="question-error"
          >
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
