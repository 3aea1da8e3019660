import { SignInPrivacyAcceptance } from '../../../components/privacy-acceptance.tsx';

interface PrivacyStepProps {
  text: string;
  link: string | null;
  loading: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/** The short privacy text must be accepted before the session starts. */
export function PrivacyStep(props: PrivacyStepProps) {
  return (
    <SignInPrivacyAcceptance
      {...props}
      testIds={{
        root: 'privacy-step',
        text: 'privacy-text',
        accept: 'privacy-accept',
        submit: 'privacy-submit',
      }}
    />
  );
}
