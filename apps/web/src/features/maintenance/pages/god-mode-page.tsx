import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { setGodMode, useSessionState } from '../../../lib/session.ts';
import { useActivateGodMode } from '../api/activate-god-mode.ts';

/**
 * /gma2019: the maintenance override. God mode is enabled only after the server accepts the
 * operator's maintenance key; it bypasses maintenance mode and hides the blocking popups.
 */
export default function GodModePage() {
  const { t } = useTranslation('maintenance');
  const { godMode } = useSessionState();
  const activate = useActivateGodMode();
  const form = useForm({
    mode: 'controlled',
    initialValues: { clave: '' },
    validate: { clave: (value) => (value.trim() === '' ? t('godMode.required') : null) },
  });
  const rejected = activate.isError && isApiError(activate.error) && !activate.error.network;

  return (
    <PageFrame size="sm">
      {godMode ? (
        <Stack gap="md">
          <Alert color="green" variant="light" title={t('godMode.activeTitle')} role="status">
            {t('godMode.activeBody')}
          </Alert>
          <Group>
            <Button component={Link} to={pathFor('home')}>
              {t('godMode.goHome')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setGodMode(false);
                activate.reset();
                form.reset();
              }}
            >
              {t('godMode.deactivate')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            activate.mutate(values.clave);
          })}
        >
          <Stack gap="md">
            <Text>{t('godMode.intro')}</Text>
            {rejected && (
              <Alert color="red" variant="light" role="alert" title={t('godMode.rejected')}>
                {t('godMode.rejectedBody')}
              </Alert>
            )}
            {activate.isError && !rejected && (
              <Alert color="red" variant="light" role="alert" title={t('godMode.failed')} />
            )}
            <PasswordInput
              label={t('godMode.key')}
              autoComplete="off"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('godMode.toggleKey'), tabIndex: 0 }}
              data-testid="god-mode-key"
              {...form.getInputProps('clave')}
            />
            <Group>
              <Button type="submit" loading={activate.isPending} data-testid="god-mode-submit">
                {t('godMode.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PageFrame>
  );
}
