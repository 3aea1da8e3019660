import { useTranslation } from 'react-i18next';
import { PrivacyAcceptance } from '../../../components/privacy-acceptance.tsx';

/** 000 §4 after single sign-on: the short privacy text is accepted before the session starts. */
export function SsoPrivacyStep(props: {
  text: string;
  link: string | null;
  loading: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
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
      testIds={{ root: 'sso-privacy-step' }}
    />
  );
}
