import { Button, Paper, PasswordInput, Radio, Stack, TextInput, Title } from '@mantine/core';
import { Codes, pathFor, type Ambito, type SurveyAccess } from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { showStatus } from '../../../lib/error-store.ts';
import { useSurveyLogin } from '../api/survey-access.ts';
import { storeSurveyAccess } from '../lib/survey-session.ts';

export const reportFailure = (failure: unknown) => {
  if (isApiError(failure)) {
    showStatus(failure.status, failure.mensaje);
  } else {
    showStatus(Codes.SERVICE_UNAVAILABLE);
  }
};

export const ambitoFor = (access: SurveyAccess): Ambito =>
  access.paraEmpresa && !access.paraAlumnos ? 'PrivadoEmpresa' : 'PrivadoAlumno';

export function SurveyLoginForm({
  id,
  access,
  onDone,
}: {
  id: string;
  access: SurveyAccess;
  onDone: () => void;
}) {
  const { t } = useTranslation('surveys');
  const login = useSurveyLogin(id);
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [ambito, setAmbito] = useState<Ambito>(() => ambitoFor(access));
  const [submitted, setSubmitted] = useState(false);
  const required = t('access.login.required');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (usuario.trim() === '' || password === '') {
      event.currentTarget
        .querySelector<HTMLInputElement>(
          usuario.trim() === '' ? 'input[name="usuario"]' : 'input[name="password"]',
        )
        ?.focus();
      return;
    }
    login.mutate(
      { eUsuario: usuario.trim(), ePassword: password, eAmbito: ambito },
      {
        onSuccess: (result) => {
          storeSurveyAccess(id, result);
          onDone();
        },
        onError: reportFailure,
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-login">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="survey-login">
            {t('access.login.title')}
          </Title>
          {access.paraAlumnos && access.paraEmpresa && (
            <Radio.Group
              label={t('access.login.ambito')}
              value={ambito}
              onChange={(value) => {
                setAmbito(value === 'PrivadoEmpresa' ? 'PrivadoEmpresa' : 'PrivadoAlumno');
              }}
            >
              <Stack gap={4} mt={4}>
                <Radio value="PrivadoAlumno" label={t('access.login.alumno')} />
                <Radio value="PrivadoEmpresa" label={t('access.login.empresa')} />
              </Stack>
            </Radio.Group>
          )}
          <TextInput
            name="usuario"
            label={t('access.login.user')}
            autoComplete="username"
            required
            value={usuario}
            error={submitted && usuario.trim() === '' ? required : null}
            onChange={(event) => {
              setUsuario(event.currentTarget.value);
            }}
            data-testid="survey-login-user"
          />
          <PasswordInput
            name="password"
            label={t('access.login.password')}
            autoComplete="current-password"
            required
            value={password}
            error={submitted && password === '' ? required : null}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
            visibilityToggleButtonProps={{ 'aria-label': t('access.login.togglePassword') }}
            data-testid="survey-login-password"
          />
          <Button type="submit" loading={login.isPending} data-testid="survey-login-submit">
            {t('access.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** Pasting a personal link (or its code) goes to `/encuestas/{id}?{token}`. */
export function InvitationForm({ id }: { id: string }) {
  const { t } = useTranslation('surveys');
  const [value, setValue] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  if (target !== null) {
    return <Navigate to={target} />;
  }
  const codeOf = (raw: string) => {
    const text = raw.trim();
    const query = text.includes('?') ? text.slice(text.indexOf('?') + 1) : text;
    return query.replace(/^\?/, '');
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-invitation">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          const code = codeOf(value);
          if (code !== '') {
            setTarget(`${pathFor('ficha_encuestas', { id })}?${code}`);
          }
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="survey-invitation">
            {t('access.invitation.title')}
          </Title>
          <TextInput
            label={t('access.invitation.label')}
            value={value}
            error={submitted && codeOf(value) === '' ? t('access.login.required') : null}
            onChange={(event) => {
              setValue(event.currentTarget.value);
            }}
          />
          <Button type="submit" variant="default">
            {t('access.invitation.button')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
