import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ConsentButtons } from '../../../components/consent-buttons.tsx';
import { useAnalyticsConsent } from '../../../lib/cookie-consent.ts';
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
      <ConsentButtons
        acceptLabel={t('cookies.accept')}
        rejectLabel={t('cookies.reject')}
        showChoice
      />
    </PageFrame>
  );
}
