import { useTranslation } from 'react-i18next';
import { FirstPasswordPage } from '../components/first-password-page.tsx';

/**
 * /establecer-login?token=…: the first password of a company account the careers office approved
 * (establecerPassword, 514). Without a token the link is incomplete.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('accounts');
  return (
    <FirstPasswordPage
      purpose="companySet"
      loginRoute="login_empresas"
      intro={t('setPassword.intro')}
      noToken={t('setPassword.noToken')}
    />
  );
}
