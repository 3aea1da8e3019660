import { SignInPrivacyAcceptance } from '../../../components/privacy-acceptance.tsx';

/** after single sign-on: the short privacy text is accepted before the session starts. */
export function SsoPrivacyStep(props: {
  text: string;
  link: string | null;
  loading: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  return <SignInPrivacyAcceptance {...props} testIds={{ root: 'sso-privacy-step' }} />;
}
