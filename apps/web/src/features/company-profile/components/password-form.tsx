import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordBodySchema } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../../lib/query-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { focusFirstError, serverFieldErrors, useErrorText } from '../lib/form-errors.ts';

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
  const errorText = useErrorText();
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
  const field = (name: keyof PasswordFormValues) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      error: errorText(props.error),
      visibilityToggleButtonProps: { 'aria-label': t('profile.togglePassword'), tabIndex: 0 },
    };
  };

  return (
    <form
      noValidate
      aria-label={t('profile.passwordTitle')}
      data-testid="password-form"
      onSubmit={form.onSubmit(
        (values, event) => {
          const formElement = event?.currentTarget ?? null;
          change.mutate(changePasswordBodySchema.parse(values), {
            onSuccess: () => {
              form.reset();
              setChanged(true);
            },
            onError: (error) => {
              const errors = serverFieldErrors(error);
              if (errors === null) {
                showCallError(error);
                return;
              }
              form.setErrors(errors);
              focusFirstError(formElement);
            },
          });
        },
        (_errors, _values, event) => {
          focusFirstError(event?.currentTarget ?? null);
        },
      )}
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
        {changed && (
          <Alert color="green" variant="light" role="status" data-testid="password-changed">
            {t('profile.passwordChanged')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={change.isPending} data-testid="password-save">
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
