import { useTranslation } from 'react-i18next';
import { PrivacyAcceptance } from '../../../components/privacy-acceptance.tsx';

interface SurveyPrivacyStepProps {
  text: string;
  link: string | null;
  loading: boolean;
  onAccept: () => void;
}

/** The privacy text (textoCortoRGPD) to accept before answering ("data-protection step"). */
export function SurveyPrivacyStep(props: SurveyPrivacyStepProps) {
  const { t } = useTranslation('surveys');
  return (
    <PrivacyAcceptance
      {...props}
      labels={{
        title: t('privacy.title'),
        more: t('privacy.more'),
        accept: t('privacy.accept'),
        required: t('privacy.required'),
        submit: t('privacy.continue'),
      }}
      testIds={{ root: 'survey-privacy', submit: 'survey-privacy-continue' }}
    />
  );
}
