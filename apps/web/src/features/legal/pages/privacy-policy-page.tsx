import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { LegalText, type LegalSection } from '../components/legal-text.tsx';

/** /politica-de-privacidad (also /privacy-policy). */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const sections = t('privacy.sections', { returnObjects: true }) as LegalSection[];
  return (
    <PageFrame size="md">
      <LegalText sections={sections} />
    </PageFrame>
  );
}
