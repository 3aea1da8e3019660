import { Anchor, Paper, Text } from '@mantine/core';
import { pathFor, type RouteName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import type { ResetAudience } from '../api/password-reset.ts';
import { ResetRequestForm } from '../components/reset-request-form.tsx';
import { TokenPasswordForm } from '../components/token-password-form.tsx';

const flows = {
  candidate: {
    self: 'restablecer_candidato',
    login: 'login_alumnos',
    purpose: 'candidateReset',
  },
  company: { self: 'restablecer_login', login: 'login_empresas', purpose: 'companyReset' },
} as const satisfies Record<
  ResetAudience,
  { self: RouteName; login: RouteName; purpose: 'candidateReset' | 'companyReset' }
>;

/**
 * A reset page: without a token it asks for a link; with the mailed `?token=` it takes the new
 * password (`&alta=1`: the first password of an account the academic record made).
 */
export function ResetPasswordPage({ audience }: { audience: ResetAudience }) {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token');
  const flow = flows[audience];
  // The link of an account the academic record made: a first password, not a forgotten one.
  const activation = token !== null && audience === 'candidate' && params.get('alta') === '1';
  return (
    <PageFrame size="xs" {...(activation ? { title: t('activation.title') } : {})}>
      <Text>
        {t(
          activation ? 'activation.intro' : token ? 'newPassword.intro' : `reset.intro.${audience}`,
        )}
      </Text>
      <Paper withBorder p="md">
        {token ? (
          <TokenPasswordForm
            purpose={flow.purpose}
            token={token}
            loginRoute={flow.login}
            newLinkRoute={flow.self}
          />
        ) : (
          <ResetRequestForm audience={audience} />
        )}
      </Paper>
      <Anchor component={Link} to={pathFor(flow.login)} size="sm">
        {t('links.backToLogin')}
      </Anchor>
    </PageFrame>
  );
}
