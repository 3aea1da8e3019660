import { pathFor } from '@portal/contracts';
import { Navigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { CandidateHome } from '../components/candidate-home.tsx';
import { CompanyHome } from '../components/company-home.tsx';

/** Home: the company home or the candidate home; with nobody signed in, logout. */
export default function HomePage() {
  const session = useSession();
  if (session === null) {
    return <Navigate to="/logout" replace />;
  }
  if (session.role === 'gestor') {
    // The careers-office staff have no home of their own: the back-office is their start page.
    return <Navigate to={pathFor('gestion')} replace />;
  }
  return (
    <PageFrame>
      {session.role === 'empresa' ? <CompanyHome /> : <CandidateHome session={session} />}
    </PageFrame>
  );
}
