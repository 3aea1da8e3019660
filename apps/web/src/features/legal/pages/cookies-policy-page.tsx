import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { setAnalyticsConsent, useAnalyticsConsent } from '../../../lib/cookie-consent.ts';
import { LegalText, type LegalSection } from '../components/legal-text.tsx';

/** /politica-de-cookies (also /cookies-policy), where the analytics consent can be changed. */
export default function CookiesPolicyPage() {
  const { t } = useTranslation('legal');
  const consent = useAnalyticsConsent();
  const sections = t('cookies.sections', { returnObjects: true }) as LegalSection[];
  return (
    <PageFrame size="md">
      <LegalText sections={sections} />
      <Text fw={600} role="status" data-testid="cookie-consent-state">
        {consent === 'yes'
          ? t('cookies.stateAccepted')
          : consent === 'no'
            ? t('cookies.stateRejected')
            : t('cookies.stateUnset')}
      </Text>
      <Group>
        <Button
          onClick={() => {
            setAnalyticsConsent('yes');
          }}
        >
          {t('cookies.accept')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setAnalyticsConsent('no');
          }}
        >
          {t('cookies.reject')}
        </Button>
      </Group>
    </PageFrame>
  );
}
