import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffSurvey } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';

/** A survey that has responses, as it was answered: settings and questions, nothing editable. */
export function SurveyReadOnly({ survey }: { survey: StaffSurvey }) {
  const { t, i18n } = useTranslation('surveys');
  const flags = (
    ['paraAlumnos', 'paraEmpresas', 'permiteUsuarios', 'permiteAnonima', 'obligatoria'] as const
  ).filter((flag) => survey[flag]);
  return (
    <Stack gap="md" data-testid="survey-read-only">
      <Paper withBorder p="md" component="section" aria-labelledby="survey-read-only-settings">
        <Stack gap="xs">
          <Title order={3} size="h4" id="survey-read-only-settings">
            {t('builder.settings')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Text size="sm">
              <strong>{t('builder.slug')}:</strong> /encuestas/{survey.urlAcceso}
            </Text>
            <Text size="sm">
              <strong>{t('builder.start')}:</strong> {formatDay(survey.fechaInicio, i18n.language)}
            </Text>
          </SimpleGrid>
          {survey.descripcion !== '' && <Text size="sm">{survey.descripcion}</Text>}
          {flags.length > 0 && (
            <Group gap="xs">
              {flags.map((flag) => (
                <Badge key={flag} variant="light" color="gray" autoContrast>
                  {t(`builder.flags.${flag}`)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
      {survey.preguntas.map((question, index) => (
        <Paper
          key={index}
          withBorder
          p="md"
          component="section"
          aria-labelledby={`survey-read-only-q${String(index + 1)}`}
          data-testid="read-only-question"
        >
          <Stack gap="xs">
            <Title order={3} size="h4" id={`survey-read-only-q${String(index + 1)}`}>
              {t('builder.question', { number: index + 1 })}: {question.texto}
            </Title>
            <Text size="sm">
              {t(`builder.types.${question.tipo}`)}
              {question.respuestaObligatoria ? ` · ${t('builder.mandatory')}` : ''}
            </Text>
            {question.respuestas.length > 0 && (
              <List size="sm">
                {question.respuestas.map((option, optionIndex) => (
                  <List.Item key={optionIndex}>
                    {option.texto}
                    {option.saltoAPregunta
                      ? ` → ${t('builder.jumpTo', {
                          number: option.saltoAPregunta,
                          text:
                            survey.preguntas[option.saltoAPregunta - 1]?.texto.slice(0, 40) ?? '',
                        })}`
                      : ''}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
