import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isSurveyPath } from '../../lib/current-route.ts';
import { clearBanner, useErrorState } from '../../lib/error-store.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { bannerView } from './banner-rules.ts';

/** The shared error banner, at the top of the page content. */
export function ErrorBanner() {
  const { t } = useTranslation('common');
  const { banner } = useErrorState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (banner !== null) {
      ref.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [banner]);

  if (banner === null) {
    return null;
  }
  const view = bannerView(banner, {
    language: currentLanguage(),
    onSurveyPage: isSurveyPath(pathname),
    acceptLabel: t('actions.accept'),
  });
  const { action } = view;

  const onAction = () => {
    switch (action.kind) {
      case 'close':
        clearBanner();
        return;
      case 'logout':
        clearBanner();
        void navigate('/logout');
        return;
      case 'navigate':
        clearBanner();
        if (action.blank) {
          window.open(action.to, '_blank', 'noopener');
        } else {
          void navigate(action.to);
        }
    }
  };

  const Icon =
    view.tone === 'success'
      ? IconCircleCheck
      : view.category === 'secondary'
        ? IconInfoCircle
        : IconAlertTriangle;
  const colour =
    view.tone === 'success' ? 'green' : view.category === 'important' ? 'red' : 'orange';

  return (
    <Alert
      ref={ref}
      role={view.tone === 'success' ? 'status' : 'alert'}
      data-testid="error-banner"
      data-category={view.category}
      variant="light"
      color={colour}
      icon={<Icon aria-hidden="true" />}
      title={view.title}
      withCloseButton={view.closable}
      closeButtonLabel={t('actions.close')}
      onClose={clearBanner}
      mb="lg"
    >
      <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-line' }}>
        {view.body}
      </Text>
      <Group>
        {/* The brand's filled colour is chosen to keep white text readable; Mantine's green is not. */}
        <Button size="xs" onClick={onAction}>
          {action.label}
        </Button>
      </Group>
    </Alert>
  );
}
