import { Anchor, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import type { CvCompleteness } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** How complete the CV is, and a link to each missing item (required ones first). */
export function CompletenessMeter({ completeness }: { completeness: CvCompleteness }) {
  const { t } = useTranslation('cv');
  const missing = [...completeness.faltan].sort(
    (a, b) => Number(b.obligatorio) - Number(a.obligatorio),
  );
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={t('completeness.title')}
      data-testid="cv-completeness"
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('completeness.title')}</Text>
          <Text fw={700} data-testid="cv-completeness-value">
            {completeness.porcentaje} %
          </Text>
        </Group>
        <Progress.Root size="lg">
          <Progress.Section
            value={completeness.porcentaje}
            color={completeness.obligatoriosCompletos ? 'teal' : 'orange'}
            aria-label={t('completeness.title')}
          />
        </Progress.Root>
        {missing.length === 0 ? (
          <Text size="sm">{t('completeness.complete')}</Text>
        ) : (
          <>
            <Text size="sm">
              {completeness.obligatoriosCompletos
                ? t('completeness.recommended')
                : t('completeness.required')}
            </Text>
            <List size="sm" spacing={6}>
              {missing.map((item) => (
                <List.Item key={item.campo}>
                  <Anchor component={Link} to={{ hash: item.campo }} replace>
                    {item.campo.includes('.')
                      ? t(`missingEntry.${item.campo}`, { defaultValue: item.campo })
                      : t(`missing.${item.campo}`, { defaultValue: item.campo })}
                  </Anchor>
                  {item.obligatorio && (
                    <Text span size="xs" c="var(--mantine-color-error)">
                      {' '}
                      ({t('completeness.requiredMark')})
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
