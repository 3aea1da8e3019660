import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useCompanyUser } from '../api/get-company-user.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { UserProfileForm } from '../components/user-profile-form.tsx';

/** /mi-perfil: the company user's own data (editaUsuario) and password (editarPassword). */
export default function ProfilePage() {
  const { t } = useTranslation('company');
  const user = useCompanyUser();
  return (
    <PageFrame>
      <Section title={t('profile.dataTitle')} testId="user-section">
        <RecordState query={user}>{(data) => <UserProfileForm user={data} />}</RecordState>
      </Section>
      <Section title={t('profile.passwordTitle')} testId="password-section">
        <PasswordForm />
      </Section>
    </PageFrame>
  );
}
