import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  scaleValues,
  surveyQuestionTypes,
  type StaffSurveyQuestion,
  type SurveyQuestionType,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { DraftErrorOf } from '../lib/survey-draft.ts';

const hasOptions = (tipo: SurveyQuestionType) => tipo === 'unica' || tipo === 'multiple';

/** One question: text, type, whether it is mandatory, and its options with their jumps. */
export function SurveyQuestionFieldset({
  question,
  index,
  errorOf,
  setQuestion,
  jumpOptions,
  onRemove,
}: {
  question: StaffSurveyQuestion;
  index: number;
  errorOf: DraftErrorOf;
  setQuestion: (patch: Partial<StaffSurveyQuestion>) => void;
  /** The questions an option may jump to (only later ones). */
  jumpOptions: { value: string; label: string }[];
  onRemove: () => void;
}) {
  const { t } = useTranslation('surveys');
  return (
    <Fieldset legend={t('builder.question', { number: index + 1 })} data-testid="builder-question">
      <Stack gap="sm">
        <TextInput
          label={t('builder.questionText')}
          required
          value={question.texto}
          error={errorOf(`preguntas.${String(index)}.texto`)}
          onChange={(e) => {
            setQuestion({ texto: e.currentTarget.value });
          }}
        />
        <Group align="end">
          <Select
            label={t('builder.type')}
            data={surveyQuestionTypes.map((type) => ({
              value: type,
              label: t(`builder.types.${type}`),
            }))}
            value={question.tipo}
            allowDeselect={false}
            onChange={(value) => {
              const tipo = surveyQuestionTypes.find((type) => type === value) ?? 'texto';
              setQuestion({
                tipo,
                respuestas:
                  scaleValues[tipo] || tipo === 'texto' || tipo === 'fecha'
                    ? []
                    : question.respuestas,
              });
            }}
          />
          <Checkbox
            label={t('builder.mandatory')}
            checked={question.respuestaObligatoria}
            onChange={(e) => {
              setQuestion({ respuestaObligatoria: e.currentTarget.checked });
            }}
          />
        </Group>
        {hasOptions(question.tipo) && (
          <Stack gap="xs">
            {question.respuestas.map((option, optionIndex) => (
              <Group key={optionIndex} align="end" wrap="nowrap">
                <TextInput
                  label={t('builder.option', { number: optionIndex + 1 })}
                  value={option.texto}
                  error={errorOf(
                    `preguntas.${String(index)}.respuestas.${String(optionIndex)}.texto`,
                  )}
                  onChange={(e) => {
                    const texto = e.currentTarget.value;
                    setQuestion({
                      respuestas: question.respuestas.map((o, i) =>
                        i === optionIndex ? { ...o, texto } : o,
                      ),
                    });
                  }}
                  style={{ flex: 1 }}
                />
                {question.tipo === 'unica' && (
                  <Select
                    label={t('builder.jump')}
                    data={jumpOptions}
                    value={option.saltoAPregunta ? String(option.saltoAPregunta) : ''}
                    error={errorOf(
                      `preguntas.${String(index)}.respuestas.${String(optionIndex)}.saltoAPregunta`,
                    )}
                    allowDeselect={false}
                    onChange={(value) => {
                      setQuestion({
                        respuestas: question.respuestas.map((o, i) =>
                          i === optionIndex
                            ? { ...o, saltoAPregunta: value ? Number(value) : null }
                            : o,
                        ),
                      });
                    }}
                  />
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('builder.removeOption', { number: optionIndex + 1 })}
                  onClick={() => {
                    setQuestion({
                      respuestas: question.respuestas.filter((_, i) => i !== optionIndex),
                    });
                  }}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              w="fit-content"
              onClick={() => {
                setQuestion({
                  respuestas: [...question.respuestas, { texto: '', saltoAPregunta: null }],
                });
              }}
            >
              {t('builder.addOption')}
            </Button>
          </Stack>
        )}
        <Button variant="default" color="red" w="fit-content" onClick={onRemove}>
          {t('builder.removeQuestion', { number: index + 1 })}
        </Button>
      </Stack>
    </Fieldset>
  );
}
