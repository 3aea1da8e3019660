import { Anchor, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SurveyPrivacyStepProps {
  text: string;
  link: string | null;
  loading: boolean;
  onAccept: () => void;
}

/** The privacy text (textoCortoRGPD) to accept before answering (spec 001 §2 "data-protection step"). */
export function SurveyPrivacyStep({ text, link, loading, onAccept }: SurveyPrivacyStepProps) {
  const { t } = useTranslation('surveys');
  const headingId = useId();
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !accepted ? t('privacy.required') : null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="md"
      data-testid="survey-privacy"
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
          <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
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
          />
          <Button type="submit" loading={loading} data-testid="survey-privacy-continue">
            {t('privacy.continue')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
