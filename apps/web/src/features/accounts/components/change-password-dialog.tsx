import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { candidateChangePasswordFormSchema, Codes } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSessionState, startSession } from '../../../lib/session.ts';
import type { Ambito } from '@portal/contracts';
import { useChangeCandidatePassword } from '../api/change-password.ts';
import { useFieldProps } from '../../../lib/form-submit.ts';
import { submitAccountForm } from '../lib/form-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { ResultPanel } from './result-panel.tsx';
import { useStatusText } from './use-status-text.ts';

const validate = schemaResolver(candidateChangePasswordFormSchema, { sync: true });
const empty = { passwordActual: '', password: '', confirmacion: '' };

/** Keeps this browser signed in with the token the server gave after the change. */
function keepSession(token: string): void {
  const session = getSessionState().session;
  if (!session) {
    return;
  }
  const loggedby = session.loggedby;
  const ambito: Ambito =
    loggedby === 'PrivadoAntiguoAlumno' || loggedby === 'PrivadoEmpresa'
      ? loggedby
      : 'PrivadoAlumno';
  startSession({
    token,
    data: {
      conPracticas: session.hasPracticas,
      conEmpleo: session.hasEmpleo,
      primerAcceso: session.primerAcceso,
      faltaNumeroSeguridadSocial: false,
      alumnoConPracticasSinTitulacionesEnCurso: false,
    },
    ambito,
    remember: session.remember,
  });
}

/**
 * A candidate's password change (editarPassword, 543) from the profile menu: the current password
 * and the new one twice; every other session of the user ends, this one goes on.
 */
export function ChangePasswordDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation('common');
  const status = useStatusText();
  const change = useChangeCandidatePassword();
  const [done, setDone] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: empty, validate });
  const field = useFieldProps(form);
  const close = () => {
    form.reset();
    setDone(false);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('change.title')}
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
      centered
    >
      {done ? (
        <Stack gap="md">
          <ResultPanel
            kind="success"
            title={status(Codes.PASSWORD_CHANGED).titulo}
            testId="password-changed"
          >
            {status(Codes.PASSWORD_CHANGED).cuerpo} {t('change.otherSessions')}
          </ResultPanel>
          <Group justify="flex-end">
            <Button onClick={close}>{tc('actions.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label={t('change.title')}
          data-testid="change-password-form"
          onSubmit={submitAccountForm(form, (values, onError) => {
            change.mutate(values, {
              onSuccess: ({ token }) => {
                keepSession(token);
                form.reset();
                setDone(true);
              },
              onError,
            });
          })}
        >
          <Stack gap="sm">
            <PasswordInput
              label={t('change.passwordActual')}
              required
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('form.togglePassword'), tabIndex: 0 }}
              {...field('passwordActual')}
              data-testid="current-password"
            />
            <NewPasswordFields password={field('password')} confirmacion={field('confirmacion')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('change.cancel')}
              </Button>
              <Button type="submit" loading={change.isPending} data-testid="change-password-submit">
                {t('change.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
