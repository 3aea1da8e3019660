import { PasswordInput, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../../lib/form-submit.ts';
import { PasswordStrength } from './password-strength.tsx';

/**
 * The new password twice, with the rule (8 characters and a digit) and its strength shown
 * while typing.
 */
export function NewPasswordFields({
  password,
  confirmacion,
}: {
  password: FieldInputProps;
  confirmacion: FieldInputProps;
}) {
  const { t } = useTranslation('accounts');
  const rulesId = useId();
  const strengthId = useId();
  const toggle = { 'aria-label': t('form.togglePassword'), tabIndex: 0 } as const;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={rulesId}>
        {t('form.passwordRules')}
      </Text>
      <PasswordInput
        label={t('form.password')}
        required
        autoComplete="new-password"
        aria-describedby={`${rulesId} ${strengthId}`}
        visibilityToggleButtonProps={toggle}
        {...password}
        data-testid="new-password"
      />
      <PasswordStrength
        value={typeof password.value === 'string' ? password.value : ''}
        id={strengthId}
      />
      <PasswordInput
        label={t('form.confirmacion')}
        required
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        {...confirmacion}
        data-testid="new-password-confirm"
      />
    </Stack>
  );
}
