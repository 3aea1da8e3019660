import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PrivacyStepProps {
  text: string;
  link: string | null;
  loading: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/** 000 §4: the short privacy text must be accepted before the session starts. */
export function PrivacyStep({ text, link, loading, onAccept, onCancel }: PrivacyStepProps) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !accepted ? t('validation.acceptPrivacy') : null;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="md"
      data-testid="privacy-step"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (accepted) {
            onAccept();
          }
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            {t('privacy.title')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="privacy-text">
            {text}
          </Text>
          {link !== null && link !== '' && (
            <Anchor href={link} target="_blank" rel="noopener noreferrer">
              {t('privacy.more')}
              <span className="visually-hidden"> {t('privacy.newTab')}</span>
            </Anchor>
          )}
          <Checkbox
            label={t('privacy.accept')}
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
            }}
            error={error}
            required
            data-testid="privacy-accept"
          />
          <Group justify="space-between">
            <Button variant="default" onClick={onCancel}>
              {t('privacy.cancel')}
            </Button>
            <Button type="submit" loading={loading} data-testid="privacy-submit">
              {t('privacy.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
