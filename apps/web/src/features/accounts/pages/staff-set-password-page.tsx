import { useTranslation } from 'react-i18next';
import { FirstPasswordPage } from '../components/first-password-page.tsx';

/**
 * /gestion/establecer-password?token=…: the first password of an invited staff user (7-day,
 * single-use link); then sign in at /gestion/login.
 */
export default function StaffSetPasswordPage() {
  const { t } = useTranslation('backOffice');
  return (
    <FirstPasswordPage
      purpose="staffSet"
      loginRoute="login_gestion"
      intro={t('users.setPassword.intro')}
      noToken={t('users.setPassword.noToken')}
    />
  );
}
