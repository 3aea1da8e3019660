import { Anchor, Button, Stack, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSsoStart } from '../api/sso-start.ts';
import { ResultPanel } from '../components/result-panel.tsx';

/**
 * /acceso: sign-in with the university account. Without an identity provider configured it says
 * so and links to the normal login.
 */
export default function SsoPage() {
  const { t } = useTranslation('accounts');
  const start = useSsoStart();
  return (
    <PageFrame size="xs">
      <QueryState query={start} emptyText="" isEmpty={() => false}>
        {(data) =>
          data.configurado && data.url ? (
            <Stack gap="md">
              <Text>{t('sso.intro')}</Text>
              <Button component="a" href={data.url} style={{ alignSelf: 'flex-start' }}>
                {t('sso.start')}
              </Button>
              <Anchor component={Link} to={pathFor('login')} size="sm">
                {t('sso.normalLogin')}
              </Anchor>
            </Stack>
          ) : (
            <ResultPanel
              kind="error"
              title={t('sso.notConfiguredTitle')}
              link={{ route: 'login', label: t('sso.normalLogin') }}
              testId="sso-not-configured"
            >
              {t('sso.notConfigured')}
            </ResultPanel>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
