import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearBanner } from '../../../lib/error-store.ts';
import { clearUserQueries } from '../../../lib/query-client.ts';
import { endSession } from '../../../lib/session.ts';

/** /logout: clears the session (000 §4) and goes to the login page. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    endSession();
    clearUserQueries(queryClient);
    clearBanner();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return (
    <PageFrame>
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <VisuallyHidden>{t('logout.inProgress')}</VisuallyHidden>
      </Center>
    </PageFrame>
  );
}
