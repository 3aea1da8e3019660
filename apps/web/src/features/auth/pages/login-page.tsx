import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  pathFor,
  type Ambito,
  type RouteName,
  type SessionData,
  type UserCompany,
} from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentRoute } from '../../../lib/current-route.ts';
import { clearBanner } from '../../../lib/error-store.ts';
import { useAcceptPrivacy } from '../api/accept-privacy.ts';
import { useListUserCompanies } from '../api/list-user-companies.ts';
import { useLogin } from '../api/login.ts';
import { useSsoAvailable } from '../api/sso-status.ts';
import { LoginForm, type LoginFormValues } from '../components/login-form.tsx';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';

// Steps that only some users reach load on demand (the login bundle stays small).
const CompanyPicker = lazy(() =>
  import('../components/company-picker.tsx').then((m) => ({ default: m.CompanyPicker })),
);
const PrivacyStep = lazy(() =>
  import('../components/privacy-step.tsx').then((m) => ({ default: m.PrivacyStep })),
);

type Step =
  | { kind: 'credentials' }
  | { kind: 'company'; values: LoginFormValues; companies: UserCompany[] }
  | { kind: 'privacy'; values: LoginFormValues; data: SessionData };

/** Scope (eAmbito) of each login page (headings). */
const scopeOfRoute: Partial<Record<RouteName, Ambito>> = {
  login_empresas: 'PrivadoEmpresa',
  login_antiguos: 'PrivadoAntiguoAlumno',
};

const scopeLinks = [
  { route: 'login_alumnos', label: 'scopes.students' },
  { route: 'login_antiguos', label: 'scopes.graduates' },
  { route: 'login_empresas', label: 'scopes.companies' },
] as const satisfies readonly { route: RouteName; label: string }[];

/** Login pages /login, /login/{id}, /login/empresas, /login/antiguos, /login/alumnos. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const routeName = useCurrentRoute()?.route.name ?? 'login';
  const ambito: Ambito = scopeOfRoute[routeName] ?? 'PrivadoAlumno';
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const login = useLogin();
  const listCompanies = useListUserCompanies();
  const acceptPrivacy = useAcceptPrivacy();
  const completeLogin = useCompleteLogin();
  const ssoAvailable = useSsoAvailable();
  const busy = login.isPending || listCompanies.isPending || acceptPrivacy.isPending;

  const finish = (values: LoginFormValues, data: SessionData) => {
    if (data.textoCortoRGPD !== null && data.textoCortoRGPD !== '') {
      // The token stays in memory until the privacy text is accepted.
      setStep({ kind: 'privacy', values, data });
      return;
    }
    completeLogin({ token: data.token, data, ambito, remember: values.remember });
  };

  const logIn = (values: LoginFormValues, idEmpresa?: number) => {
    login.mutate(
      {
        eUsuario: values.usuario,
        ePassword: values.password,
        eAmbito: ambito,
        ...(idEmpresa === undefined ? {} : { eidEmpresa: idEmpresa }),
      },
      {
        onSuccess: (data) => {
          finish(values, data);
        },
      },
    );
  };

  const submitCredentials = (values: LoginFormValues) => {
    if (ambito !== 'PrivadoEmpresa') {
      logIn(values);
      return;
    }
    listCompanies.mutate(
      { eUsuario: values.usuario, ePassword: values.password },
      {
        onSuccess: (companies) => {
          const [only] = companies;
          if (companies.length > 1) {
            // The credentials are right now: an earlier refusal no longer applies.
            clearBanner();
            setStep({ kind: 'company', values, companies });
          } else {
            logIn(values, only?.idEmpresa);
          }
        },
      },
    );
  };

  const selectedScope =
    scopeLinks.find((link) => link.route === routeName)?.route ??
    (ambito === 'PrivadoAlumno' ? 'login_alumnos' : null);

  return (
    <PageFrame size="xs">
      <nav aria-label={t('scopes.label')} data-testid="login-scopes">
        <Group gap="xs" grow>
          {scopeLinks.map((link) => (
            <Button
              key={link.route}
              component={Link}
              to={pathFor(link.route)}
              size="xs"
              variant={selectedScope === link.route ? 'filled' : 'default'}
              aria-current={link.route === routeName ? 'page' : undefined}
            >
              {t(link.label)}
            </Button>
          ))}
        </Group>
      </nav>
      <Text size="sm">{t(`intro.${ambito}`)}</Text>
      <Suspense fallback={<PageLoader />}>
        {step.kind === 'privacy' ? (
          <PrivacyStep
            text={step.data.textoCortoRGPD ?? ''}
            link={step.data.linkExternoRGPD}
            loading={acceptPrivacy.isPending}
            onCancel={() => {
              setStep({ kind: 'credentials' });
            }}
            onAccept={() => {
              acceptPrivacy.mutate(
                { ambito, token: step.data.token },
                {
                  onSuccess: (accepted) => {
                    completeLogin({
                      token: accepted.token,
                      data: step.data,
                      ambito,
                      remember: step.values.remember,
                    });
                  },
                },
              );
            }}
          />
        ) : step.kind === 'company' ? (
          <Paper withBorder p="md">
            <CompanyPicker
              companies={step.companies}
              loading={login.isPending}
              onBack={() => {
                setStep({ kind: 'credentials' });
              }}
              onPick={(idEmpresa) => {
                logIn(step.values, idEmpresa);
              }}
            />
          </Paper>
        ) : (
          <Paper withBorder p="md">
            <LoginForm loading={busy} onSubmit={submitCredentials} />
          </Paper>
        )}
      </Suspense>
      <Stack gap={4}>
        {brand.canRecuperarPassword && (
          <Anchor
            component={Link}
            to={pathFor(
              ambito === 'PrivadoEmpresa' ? 'restablecer_login' : 'restablecer_candidato',
            )}
            size="sm"
          >
            {t('links.forgotPassword')}
          </Anchor>
        )}
        {ambito === 'PrivadoEmpresa' ? (
          <Anchor component={Link} to={pathFor('solicitar_cuenta')} size="sm">
            {t('links.requestAccount')}
          </Anchor>
        ) : (
          <Group gap="md">
            {brand.canRegistroAlumno && ambito === 'PrivadoAlumno' && (
              <Anchor component={Link} to={pathFor('registro')} size="sm">
                {t('links.register')}
              </Anchor>
            )}
            {ssoAvailable && (
              <Anchor component={Link} to={pathFor('acceso')} size="sm" data-testid="sso-link">
                {t('links.singleSignOn')}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </PageFrame>
  );
}
