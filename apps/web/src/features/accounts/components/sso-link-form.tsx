import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorTextOfCode } from '../../../lib/field-error-text.ts';

/**
 * First sign-in with the university account when it matches an existing candidate: the portal
 * password confirms that the account is theirs, then both are linked for good.
 */
export function SsoLinkForm({
  message,
  loading,
  error,
  onSubmit,
  onCancel,
}: {
  message: string;
  loading: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const introId = useId();
  const required =
    submitted && password === '' ? fieldErrorTextOfCode('required', i18n.language) : null;
  return (
    <form
      noValidate
      aria-label={t('sso.linkTitle')}
      aria-describedby={introId}
      data-testid="sso-link-form"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (password !== '') {
          onSubmit(password);
        }
      }}
    >
      <Stack gap="md">
        <Text id={introId}>{message}</Text>
        <PasswordInput
          label={t('sso.password')}
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
          }}
          error={required ?? error}
          visibilityToggleButtonProps={{ 'aria-label': t('form.togglePassword') }}
          data-testid="sso-link-password"
        />
        <Group gap="sm">
          <Button type="submit" loading={loading} data-testid="sso-link-submit">
            {t('sso.linkSubmit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('sso.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
