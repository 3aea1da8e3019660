import { Alert, Button, Group, List, Stack } from '@mantine/core';
import {
  staffSurveyBodySchema,
  type StaffSurveyBody,
  type StaffSurveyQuestion,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../lib/field-error-text.ts';
import type { SurveyDraft } from '../lib/survey-draft.ts';
import { SurveyQuestionFieldset } from './survey-question-fieldset.tsx';
import { SurveySettingsFieldset } from './survey-settings-fieldset.tsx';

interface SurveyBuilderProps {
  initial: SurveyDraft;
  saving: boolean;
  /** Server errors by field (`campo` → message), shown next to the field. */
  serverErrors: readonly { campo: string; mensaje: string }[];
  onSave: (body: StaffSurveyBody) => void;
}

/**
 * The questions without one: jumps past it move up by one, jumps to it go on to the next question.
 */
function withoutQuestion(questions: StaffSurveyQuestion[], removed: number): StaffSurveyQuestion[] {
  const position = removed + 1;
  return questions
    .filter((_, i) => i !== removed)
    .map((q) => ({
      ...q,
      respuestas: q.respuestas.map((o) => {
        const target = o.saltoAPregunta ?? null;
        return {
          ...o,
          saltoAPregunta:
            target === null || target === position ? null : target > position ? target - 1 : target,
        };
      }),
    }));
}

/**
 * The builder: settings, questions with their type, options and jumps (by question
 * number). Jumps are checked by the server's logic checker when publishing.
 */
export function SurveyBuilder({ initial, saving, serverErrors, onSave }: SurveyBuilderProps) {
  const { t } = useTranslation('surveys');
  const [draft, setDraft] = useState<SurveyDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const parsed = staffSurveyBodySchema.safeParse(draft);
  const errorOf = (path: string) => {
    if (!submitted) {
      return null;
    }
    const issue = parsed.success
      ? undefined
      : parsed.error.issues.find((i) => i.path.join('.') === path);
    return issue?.message ?? serverErrors.find((e) => e.campo === path)?.mensaje ?? null;
  };
  const set = (patch: Partial<SurveyDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };
  const setQuestion = (index: number, patch: Partial<StaffSurveyQuestion>) => {
    setDraft((current) => ({
      ...current,
      preguntas: current.preguntas.map((q, i) => (i === index ? { ...q, ...patch } : q)),
    }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success) {
      onSave(draft);
    } else {
      focusFirstInvalid(event.currentTarget);
    }
  };

  // Only later questions are offered: a jump to itself or back would ask a question again.
  const jumpOptions = (index: number) => [
    { value: '', label: t('builder.noJump') },
    ...draft.preguntas
      .map((q, i) => ({
        value: String(i + 1),
        label: t('builder.jumpTo', { number: i + 1, text: q.texto.slice(0, 40) }),
      }))
      .slice(index + 1),
  ];

  return (
    <form noValidate onSubmit={submit} data-testid="survey-builder">
      <Stack gap="md">
        <SurveySettingsFieldset draft={draft} errorOf={errorOf} set={set} />

        {draft.preguntas.map((question, index) => (
          <SurveyQuestionFieldset
            key={index}
            question={question}
            index={index}
            errorOf={errorOf}
            setQuestion={(patch) => {
              setQuestion(index, patch);
            }}
            jumpOptions={jumpOptions(index)}
            onRemove={() => {
              set({ preguntas: withoutQuestion(draft.preguntas, index) });
            }}
          />
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => {
              set({
                preguntas: [
                  ...draft.preguntas,
                  { texto: '', tipo: 'unica', respuestaObligatoria: true, respuestas: [] },
                ],
              });
            }}
            data-testid="builder-add-question"
          >
            {t('builder.addQuestion')}
          </Button>
          <Button type="submit" loading={saving} data-testid="builder-save">
            {t('builder.save')}
          </Button>
        </Group>
        {submitted && !parsed.success && (
          <Alert color="red" variant="light" role="alert">
            {t('builder.fix')}
            <List size="sm">
              {parsed.error.issues.slice(0, 5).map((issue) => (
                <List.Item key={issue.path.join('.')}>{issue.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
