import { Paper, Text } from '@mantine/core';
import { Codes } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { TokenPasswordForm } from '../components/token-password-form.tsx';
import { useStatusText } from '../components/use-status-text.ts';

/**
 * /gestion/establecer-password?token=…: the first password of an invited staff user (7-day,
 * single-use link); then sign in at /gestion/login.
 */
export default function StaffSetPasswordPage() {
  const { t } = useTranslation('backOffice');
  const { t: ta } = useTranslation('accounts');
  const status = useStatusText();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageFrame size="xs">
      {token ? (
        <>
          <Text>{t('users.setPassword.intro')}</Text>
          <Paper withBorder p="md">
            <TokenPasswordForm
              purpose="staffSet"
              token={token}
              loginRoute="login_gestion"
              newLinkRoute={null}
            />
          </Paper>
        </>
      ) : (
        <ResultPanel
          kind="error"
          title={status(Codes.LINK_EXPIRED).titulo}
          link={{ route: 'login_gestion', label: ta('links.backToLogin') }}
          testId="link-missing"
        >
          {t('users.setPassword.noToken')}
        </ResultPanel>
      )}
    </PageFrame>
  );
}
