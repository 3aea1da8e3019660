import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Codes, pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useConfirmEmail } from '../api/register-candidate.ts';
import { ResultPanel } from '../components/result-panel.tsx';
import { useStatusText } from '../components/use-status-text.ts';

/**
 * /confirmar-email?token=: the link mailed at registration. The address is confirmed by a button,
 * not on opening the page, so a mail scanner that follows the link confirms nothing.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('accounts');
  const status = useStatusText();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmail();

  if (token === null || token === '') {
    return (
      <PageFrame size="xs">
        <ResultPanel
          kind="error"
          title={t('confirmEmail.noTokenTitle')}
          link={{ route: 'login_alumnos', label: t('links.backToLogin') }}
          testId="link-missing"
        >
          {t('confirmEmail.noToken')}
        </ResultPanel>
      </PageFrame>
    );
  }
  if (confirm.isSuccess) {
    return (
      <PageFrame size="xs">
        <ResultPanel
          kind="success"
          title={t('confirmEmail.doneTitle')}
          link={{ route: 'login_alumnos', label: t('links.toLogin') }}
          testId="email-confirmed"
        >
          {t('confirmEmail.done')}
        </ResultPanel>
      </PageFrame>
    );
  }
  if (isApiError(confirm.error) && confirm.error.status === Codes.LINK_EXPIRED) {
    return (
      <PageFrame size="xs">
        <ResultPanel
          kind="error"
          title={status(Codes.LINK_EXPIRED).titulo}
          link={{ route: 'restablecer_candidato', label: t('confirmEmail.newLink') }}
          testId="link-expired"
        >
          {status(Codes.LINK_EXPIRED).cuerpo} {t('confirmEmail.expiredHint')}
        </ResultPanel>
      </PageFrame>
    );
  }
  return (
    <PageFrame size="xs">
      <Paper withBorder p="md">
        <Stack gap="md">
          <Text>{t('confirmEmail.intro')}</Text>
          {confirm.isError && (
            <Text c="red.8" role="alert">
              {t('confirmEmail.failed')}
            </Text>
          )}
          <Button
            loading={confirm.isPending}
            onClick={() => {
              confirm.mutate({ token });
            }}
            style={{ alignSelf: 'flex-start' }}
            data-testid="confirm-email"
          >
            {t('confirmEmail.submit')}
          </Button>
        </Stack>
      </Paper>
      <Anchor component={Link} to={pathFor('login_alumnos')} size="sm">
        {t('links.backToLogin')}
      </Anchor>
    </PageFrame>
  );
}
