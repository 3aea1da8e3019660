import { lazy } from 'react';
import { useLocation } from 'react-router';
import { LazyOnce } from '../../components/lazy-once.tsx';
import { isSurveyPath } from '../../lib/current-route.ts';
import type { Session } from '../../lib/session.ts';
import { useSessionState } from '../../lib/session.ts';
import { MandatorySurveysOverlay } from './mandatory-surveys-overlay.tsx';
import { MissingDataRedirect } from './missing-data-redirect.tsx';

// The prompts' dialogs load only for the users who get them (not with every signed-in page).
const SocialSecurityPrompt = lazy(() =>
  import('./social-security-prompt.tsx').then((m) => ({ default: m.SocialSecurityPrompt })),
);
const NoCurrentDegreesPopup = lazy(() =>
  import('./no-current-degrees-popup.tsx').then((m) => ({ default: m.NoCurrentDegreesPopup })),
);

/**
 * Blocking overlays of a signed-in user. God mode hides the mandatory-survey and
 * missing-data ones; survey pages never show any of them. The after-login dialogs
 * come one at a time, in this order: no current studies, then the social security number (which
 * waits until the first is closed), so a new user never faces two dialogs at once.
 */
export function SignedInOverlays({
  session,
  noticeSlot,
}: {
  session: Session;
  /** Element above the page content where page notices are shown. */
  noticeSlot: HTMLElement | null;
}) {
  const { godMode, prompts } = useSessionState();
  const { pathname } = useLocation();
  if (isSurveyPath(pathname)) {
    return null;
  }
  return (
    <>
      {!godMode && <MandatorySurveysOverlay role={session.role} />}
      {!godMode && <MissingDataRedirect role={session.role} noticeSlot={noticeSlot} />}
      <LazyOnce when={prompts.noCurrentDegrees}>
        <NoCurrentDegreesPopup />
      </LazyOnce>
      <LazyOnce when={prompts.socialSecurityNumber && !prompts.noCurrentDegrees}>
        <SocialSecurityPrompt />
      </LazyOnce>
    </>
  );
}
