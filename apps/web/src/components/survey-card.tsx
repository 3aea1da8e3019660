import { Button, Card, Group, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Survey card: title and 'Comenzar' to /encuestas/{urlAcceso}. */
export function SurveyCard({ titulo, urlAcceso }: { titulo: string; urlAcceso: string }) {
  const { t } = useTranslation('common');
  return (
    <Card withBorder padding="sm" data-testid="survey-card">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {/* The title wraps; the button keeps its width ('Comenzar' was clipped on phones). */}
        <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {titulo}
        </Text>
        <Button
          flex="none"
          component={Link}
          to={pathFor('ficha_encuestas', { id: urlAcceso })}
          size="xs"
          aria-label={t('survey.startLabel', { title: titulo })}
        >
          {t('survey.start')}
        </Button>
      </Group>
    </Card>
  );
}
