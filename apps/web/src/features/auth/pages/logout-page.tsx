import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearBanner } from '../../../lib/error-store.ts';
import { clearUserQueries } from '../../../lib/query-client.ts';
import { endSession, getSessionState } from '../../../lib/session.ts';

/** /logout: clears the session and goes to the login page (staff: the back-office's). */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read before the session ends (an effect may run twice in development).
  const [staff] = useState(() => getSessionState().session?.role === 'gestor');
  useEffect(() => {
    endSession();
    clearUserQueries(queryClient);
    clearBanner();
    void navigate(pathFor(staff ? 'login_gestion' : 'login'), { replace: true });
  }, [navigate, queryClient, staff]);
  return (
    <PageFrame>
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <VisuallyHidden>{t('logout.inProgress')}</VisuallyHidden>
      </Center>
    </PageFrame>
  );
}
