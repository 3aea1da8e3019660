import { Paper, Text } from '@mantine/core';
import { Codes, type RouteName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import type { TokenPurpose } from '../api/password-reset.ts';
import { ResultPanel } from './result-panel.tsx';
import { TokenPasswordForm } from './token-password-form.tsx';
import { useStatusText } from './use-status-text.ts';

/**
 * A first password chosen from a mailed `?token=…` link (an approved company account, an invited
 * staff user): the form, or — without a token — the incomplete-link panel.
 */
export function FirstPasswordPage({
  purpose,
  loginRoute,
  intro,
  noToken,
}: {
  purpose: Extract<TokenPurpose, 'companySet' | 'staffSet'>;
  loginRoute: RouteName;
  intro: string;
  noToken: string;
}) {
  const { t } = useTranslation('accounts');
  const status = useStatusText();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageFrame size="xs">
      {token ? (
        <>
          <Text>{intro}</Text>
          <Paper withBorder p="md">
            <TokenPasswordForm
              purpose={purpose}
              token={token}
              loginRoute={loginRoute}
              newLinkRoute={null}
            />
          </Paper>
        </>
      ) : (
        <ResultPanel
          kind="error"
          title={status(Codes.LINK_EXPIRED).titulo}
          link={{ route: loginRoute, label: t('links.backToLogin') }}
          testId="link-missing"
        >
          {noToken}
        </ResultPanel>
      )}
    </PageFrame>
  );
}
