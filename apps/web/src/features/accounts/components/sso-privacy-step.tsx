import { Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 000 §4 after single sign-on: the short privacy text is accepted before the session starts. */
export function SsoPrivacyStep({
  text,
  link,
  loading,
  onAccept,
  onCancel,
}: {
  text: string;
  link: string | null;
  loading: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      data-testid="sso-privacy-step"
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
          error={submitted && !accepted ? t('validation.acceptPrivacy') : null}
          required
        />
        <Group gap="sm">
          <Button type="submit" loading={loading}>
            {t('privacy.submit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('privacy.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
