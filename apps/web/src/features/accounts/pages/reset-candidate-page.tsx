import { ResetPasswordPage } from './reset-password-pages.tsx';

/** /restablecer-candidato: a candidate asks for a reset link, or uses the mailed one. */
export default function ResetCandidatePage() {
  return <ResetPasswordPage audience="candidate" />;
}
