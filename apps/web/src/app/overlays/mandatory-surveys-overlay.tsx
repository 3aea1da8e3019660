import { pathFor, type Role } from '@portal/contracts';
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { LazyOnce } from '../../components/lazy-once.tsx';
import { usePendingSurveys } from '../../lib/queries/my-surveys.ts';
import { isSurveyPath } from '../../lib/current-route.ts';

// The dialog's code loads only for a user who has a mandatory survey.
const MandatorySurveysDialog = lazy(() =>
  import('./mandatory-surveys-dialog.tsx').then((m) => ({ default: m.MandatorySurveysDialog })),
);

/**
 * Mandatory surveys block the portal except on the survey pages: the dialog cannot be
 * closed and offers only the surveys and logout.
 */
export function MandatorySurveysOverlay({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const candidateOrCompany = role === 'alumno' || role === 'empresa';
  const { data } = usePendingSurveys(role, candidateOrCompany);
  const mandatory = data?.filter((survey) => survey.obligatoria) ?? [];
  const exempt = isSurveyPath(pathname) || pathname === pathFor('logout');
  const opened = mandatory.length > 0 && !exempt;

  return (
    <LazyOnce when={opened}>
      <MandatorySurveysDialog opened={opened} surveys={mandatory} />
    </LazyOnce>
  );
}
