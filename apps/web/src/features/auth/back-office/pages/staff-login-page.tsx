import { Button, Checkbox, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { clearBanner } from '../../../../lib/error-store.ts';
import { clearUserQueries } from '../../../../lib/query-client.ts';
import { startSession } from '../../../../lib/session.ts';
import { useStaffLogin } from '../api/staff-login.ts';

interface StaffLoginValues {
  usuario: string;
  password: string;
  remember: boolean;
}

/**
 * /gestion/login: the careers-office staff sign in (POST /api/Gestion/logaUsuario). The session is
 * stored like any other login; the guard then leaves this page for the remembered back-office
 * page, or / (which takes the staff to /gestion).
 */
export default function StaffLoginPage() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const login = useStaffLogin();
  const form = useForm<StaffLoginValues>({
    mode: 'controlled',
    initialValues: { usuario: '', password: '', remember: false },
    validate: {
      usuario: (value) => (value.trim() === '' ? t('login.required') : null),
      password: (value) => (value === '' ? t('login.required') : null),
    },
  });

  return (
    <PageFrame size="xs">
      <Text size="sm">{t('login.intro')}</Text>
      <Paper withBorder p="md">
        <form
          noValidate
          aria-label={t('login.formLabel')}
          onSubmit={form.onSubmit((values) => {
            login.mutate(
              { eUsuario: values.usuario.trim(), ePassword: values.password },
              {
                onSuccess: (data) => {
                  clearUserQueries(queryClient);
                  if (
                    startSession({
                      token: data.token,
                      data,
                      ambito: 'Gestion',
                      remember: values.remember,
                    })
                  ) {
                    clearBanner();
                  }
                },
              },
            );
          })}
        >
          <Stack gap="md">
            <TextInput
              label={t('login.user')}
              autoComplete="username"
              required
              data-autofocus
              {...form.getInputProps('usuario')}
              data-testid="staff-login-user"
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword'), tabIndex: 0 }}
              {...form.getInputProps('password')}
              data-testid="staff-login-password"
            />
            <Checkbox
              label={t('login.remember')}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Button type="submit" loading={login.isPending} data-testid="staff-login-submit">
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
