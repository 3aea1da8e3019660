import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  scaleValues,
  staffSurveyBodySchema,
  surveyQuestionTypes,
  type StaffSurvey,
  type StaffSurveyBody,
  type StaffSurveyQuestion,
  type SurveyQuestionType,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Draft = Omit<StaffSurveyBody, 'preguntas'> & { preguntas: StaffSurveyQuestion[] };

const today = () => new Date().toISOString().slice(0, 10);

export const emptyDraft = (): Draft => ({
  titulo: '',
  descripcion: '',
  urlAcceso: '',
  paraAlumnos: true,
  paraEmpresas: false,
  permiteUsuarios: true,
  permiteAnonima: false,
  obligatoria: false,
  fechaInicio: today(),
  fechaFin: null,
  textoRgpd: null,
  preguntas: [],
});

export const draftOf = (survey: StaffSurvey): Draft => ({
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

interface SurveyBuilderProps {
  initial: Draft;
  saving: boolean;
  /** Server errors by field (`campo` → message), shown next to the field. */
  serverErrors: readonly { campo: string; mensaje: string }[];
  onSave: (body: StaffSurveyBody) => void;
}

/**
 * The builder (issue 13 §5): settings, questions with their type, options and jumps (by question
 * number). Jumps are checked by the server's logic checker when publishing.
 */
export function SurveyBuilder({ initial, saving, serverErrors, onSave }: SurveyBuilderProps) {
  const { t } = useTranslation('surveys');
  const [draft, setDraft] = useState<Draft>(initial);
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
  const set = (patch: Partial<Draft>) => {
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
    }
  };

  const jumpOptions = (index: number) => [
    { value: '', label: t('builder.noJump') },
    ...draft.preguntas.map((q, i) => ({
      value: String(i + 1),
      label: t('builder.jumpTo', { number: i + 1, text: q.texto.slice(0, 40) }),
      disabled: i <= index,
    })),
  ];

  return (
    <form noValidate onSubmit={submit} data-testid="survey-builder">
      <Stack gap="md">
        <Fieldset legend={t('builder.settings')}>
          <Stack gap="sm">
            <TextInput
              label={t('builder.title')}
              required
              value={draft.titulo}
              error={errorOf('titulo')}
              onChange={(e) => {
                set({ titulo: e.currentTarget.value });
              }}
            />
            <TextInput
              label={t('builder.slug')}
              description={t('builder.slugHint')}
              required
              value={draft.urlAcceso}
              error={errorOf('urlAcceso')}
              onChange={(e) => {
                set({ urlAcceso: e.currentTarget.value });
              }}
            />
            <Textarea
              label={t('builder.description')}
              value={draft.descripcion ?? ''}
              onChange={(e) => {
                set({ descripcion: e.currentTarget.value });
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label={t('builder.start')}
                required
                value={draft.fechaInicio}
                error={errorOf('fechaInicio')}
                onChange={(e) => {
                  set({ fechaInicio: e.currentTarget.value });
                }}
              />
              <TextInput
                type="date"
                label={t('builder.end')}
                value={draft.fechaFin ?? ''}
                error={errorOf('fechaFin')}
                onChange={(e) => {
                  set({ fechaFin: e.currentTarget.value === '' ? null : e.currentTarget.value });
                }}
              />
            </SimpleGrid>
            <Group gap="lg">
              {(
                [
                  'paraAlumnos',
                  'paraEmpresas',
                  'permiteUsuarios',
                  'permiteAnonima',
                  'obligatoria',
                ] as const
              ).map((flag) => (
                <Checkbox
                  key={flag}
                  label={t(`builder.flags.${flag}`)}
                  checked={draft[flag]}
                  onChange={(e) => {
                    set({ [flag]: e.currentTarget.checked });
                  }}
                />
              ))}
            </Group>
            <Textarea
              label={t('builder.privacy')}
              value={draft.textoRgpd ?? ''}
              onChange={(e) => {
                set({ textoRgpd: e.currentTarget.value === '' ? null : e.currentTarget.value });
              }}
            />
          </Stack>
        </Fieldset>

        {draft.preguntas.map((question, index) => (
          <Fieldset
            key={index}
            legend={t('builder.question', { number: index + 1 })}
            data-testid="builder-question"
          >
            <Stack gap="sm">
              <TextInput
                label={t('builder.questionText')}
                required
                value={question.texto}
                error={errorOf(`preguntas.${String(index)}.texto`)}
                onChange={(e) => {
                  setQuestion(index, { texto: e.currentTarget.value });
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
                    setQuestion(index, {
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
                    setQuestion(index, { respuestaObligatoria: e.currentTarget.checked });
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
                          setQuestion(index, {
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
                          data={jumpOptions(index)}
                          value={option.saltoAPregunta ? String(option.saltoAPregunta) : ''}
                          allowDeselect={false}
                          onChange={(value) => {
                            setQuestion(index, {
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
                          setQuestion(index, {
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
                      setQuestion(index, {
                        respuestas: [...question.respuestas, { texto: '', saltoAPregunta: null }],
                      });
                    }}
                  >
                    {t('builder.addOption')}
                  </Button>
                </Stack>
              )}
              <Button
                variant="default"
                color="red"
                w="fit-content"
                onClick={() => {
                  set({ preguntas: draft.preguntas.filter((_, i) => i !== index) });
                }}
              >
                {t('builder.removeQuestion', { number: index + 1 })}
              </Button>
            </Stack>
          </Fieldset>
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

const hasOptions = (tipo: SurveyQuestionType) => tipo === 'unica' || tipo === 'multiple';
