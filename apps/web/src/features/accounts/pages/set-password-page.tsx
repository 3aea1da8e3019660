import { Paper, Text } from '@mantine/core';
import { Codes } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { TokenPasswordForm } from '../components/token-password-form.tsx';
import { useStatusText } from '../components/use-status-text.ts';

/**
 * /establecer-login?token=…: the first password of a company account the careers office approved
 * (establecerPassword, 514). Without a token the link is incomplete.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('accounts');
  const status = useStatusText();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageFrame size="xs">
      {token ? (
        <>
          <Text>{t('setPassword.intro')}</Text>
          <Paper withBorder p="md">
            <TokenPasswordForm
              purpose="companySet"
              token={token}
              loginRoute="login_empresas"
              newLinkRoute={null}
            />
          </Paper>
        </>
      ) : (
        <ResultPanel
          kind="error"
          title={status(Codes.LINK_EXPIRED).titulo}
          link={{ route: 'login_empresas', label: t('links.backToLogin') }}
          testId="link-missing"
        >
          {t('setPassword.noToken')}
        </ResultPanel>
      )}
    </PageFrame>
  );
}
