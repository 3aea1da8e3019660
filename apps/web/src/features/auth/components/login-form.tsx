import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './login-form.module.css';

export interface LoginFormValues {
  usuario: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  loading: boolean;
  onSubmit: (values: LoginFormValues) => void;
}

/**
 * User and password; errors appear only after the first submit; 'Enter' submits. Two required
 * fields need no form library: keeping @mantine/form out of the login bundle saves 8 KB.
 */
export function LoginForm({ loading, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LoginFormValues>({
    usuario: '',
    password: '',
    remember: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const rememberId = useId();
  const required = t('validation.required');
  const errors = {
    usuario: submitted && values.usuario.trim() === '' ? required : null,
    password: submitted && values.password === '' ? required : null,
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const usuario = values.usuario.trim();
    if (usuario === '' || values.password === '') {
      const firstInvalid = event.currentTarget.querySelector<HTMLInputElement>(
        usuario === '' ? 'input[name="usuario"]' : 'input[name="password"]',
      );
      firstInvalid?.focus();
      return;
    }
    onSubmit({ ...values, usuario });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.label')}>
      <Stack gap="md">
        <TextInput
          name="usuario"
          label={t('form.user')}
          description={t('form.userHint')}
          autoComplete="username"
          required
          value={values.usuario}
          error={errors.usuario}
          onChange={(event) => {
            const usuario = event.currentTarget.value;
            setValues((v) => ({ ...v, usuario }));
          }}
          data-testid="login-user"
        />
        <PasswordInput
          name="password"
          label={t('form.password')}
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((v) => ({ ...v, password }));
          }}
          visibilityToggleButtonProps={{ 'aria-label': t('form.togglePassword'), tabIndex: 0 }}
          data-testid="login-password"
        />
        {/* A native checkbox: Mantine's Checkbox would add 4 KB to the login bundle. */}
        <label className={classes.remember} htmlFor={rememberId}>
          <input
            id={rememberId}
            type="checkbox"
            checked={values.remember}
            onChange={(event) => {
              const remember = event.currentTarget.checked;
              setValues((v) => ({ ...v, remember }));
            }}
          />
          {t('form.remember')}
        </label>
        <Button type="submit" loading={loading} data-testid="login-submit">
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
