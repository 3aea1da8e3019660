import { ResetPasswordPage } from './reset-password-pages.tsx';

/** /restablecer-login: a company user asks for a reset link, or uses the mailed one. */
export default function ResetCompanyPage() {
  return <ResetPasswordPage audience="company" />;
}
