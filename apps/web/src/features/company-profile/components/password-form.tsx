import { PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordBodySchema } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password.ts';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { FormActions, SuccessAlert } from './form-parts.tsx';

interface PasswordFormValues {
  passwordActual: string;
  password: string;
  confirmacion: string;
}

const empty: PasswordFormValues = { passwordActual: '', password: '', confirmacion: '' };
const validate = schemaResolver(changePasswordBodySchema, { sync: true });

/**
 * Password change (editarPassword, 543): the current password, then the new one (at least 8
 * characters and a digit) twice ('Las contraseñas no coinciden'); each field can be shown.
 */
export function PasswordForm() {
  const { t } = useTranslation('company');
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordFormValues>({
    mode: 'controlled',
    initialValues: empty,
    validate,
    onValuesChange: () => {
      setChanged(false);
    },
  });
  const inputProps = useFieldProps(form);
  const field = (name: keyof PasswordFormValues) => ({
    ...inputProps(name),
    visibilityToggleButtonProps: { 'aria-label': t('profile.togglePassword'), tabIndex: 0 },
  });

  return (
    <form
      noValidate
      aria-label={t('profile.passwordTitle')}
      data-testid="password-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        change.mutate(changePasswordBodySchema.parse(values), {
          onSuccess: () => {
            form.reset();
            setChanged(true);
          },
          onError,
        });
      })}
    >
      <Stack gap="sm" maw={420}>
        <Text size="sm" c="dimmed" id="password-rules">
          {t('profile.passwordRules')}
        </Text>
        <PasswordInput
          label={t('profile.passwordActual')}
          required
          autoComplete="current-password"
          {...field('passwordActual')}
          data-testid="password-current"
        />
        <PasswordInput
          label={t('profile.password')}
          required
          autoComplete="new-password"
          aria-describedby="password-rules"
          {...field('password')}
          data-testid="password-new"
        />
        <PasswordInput
          label={t('profile.confirmacion')}
          required
          autoComplete="new-password"
          {...field('confirmacion')}
          data-testid="password-confirm"
        />
        <SuccessAlert shown={changed} testId="password-changed">
          {t('profile.passwordChanged')}
        </SuccessAlert>
        <FormActions
          pending={change.isPending}
          testId="password-save"
          submitLabel={t('profile.changePassword')}
          justify="flex-start"
        />
      </Stack>
    </form>
  );
}
