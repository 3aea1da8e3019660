import { useTranslation } from 'react-i18next';
import { PrivacyAcceptance } from '../../../components/privacy-acceptance.tsx';

interface PrivacyStepProps {
  text: string;
  link: string | null;
  loading: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/** 000 §4: the short privacy text must be accepted before the session starts. */
export function PrivacyStep(props: PrivacyStepProps) {
  const { t } = useTranslation('auth');
  return (
    <PrivacyAcceptance
      {...props}
      labels={{
        title: t('privacy.title'),
        more: t('privacy.more'),
        newTab: t('privacy.newTab'),
        accept: t('privacy.accept'),
        required: t('validation.acceptPrivacy'),
        submit: t('privacy.submit'),
        cancel: t('privacy.cancel'),
      }}
      testIds={{
        root: 'privacy-step',
        text: 'privacy-text',
        accept: 'privacy-accept',
        submit: 'privacy-submit',
      }}
    />
  );
}
