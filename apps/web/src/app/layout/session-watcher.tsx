import { Codes } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { onSessionLost } from '../../lib/api-client.ts';
import { useBrand } from '../../lib/brand.ts';
import { isSurveyPath } from '../../lib/current-route.ts';
import { clearBannerOnRouteChange, setConnectionLost, showStatus } from '../../lib/error-store.ts';
import { clearUserQueries } from '../../lib/query-client.ts';
import {
  dropToken,
  endSession,
  getSessionState,
  isSessionExpired,
  reloadSessionFromStorage,
  useSessionState,
} from '../../lib/session.ts';

/** The longest timer browsers honour (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

function expireUnlessOnSurveyPage(): void {
  if (isSurveyPath(window.location.pathname)) {
    return;
  }
  dropToken();
  showStatus(Codes.SESSION_LOST);
}

/**
 * Session rules of the spec that run in the background:
 * - a stored token whose exp (in seconds) is earlier than now is removed with the user type and
 *   error 2 is shown (not on survey pages): checked on every navigation and when it expires;
 * - a call answered with code 2 ends the session the same way;
 * - in maintenance mode without god mode a session is logged out at once;
 * - errors clear on route change (except code 2), and so does the connection page;
 * - another tab signing in or out is followed.
 */
export function SessionWatcher() {
  const { pathname } = useLocation();
  const { session, godMode } = useSessionState();
  const brand = useBrand();
  const queryClient = useQueryClient();

  useEffect(() => {
    onSessionLost(expireUnlessOnSurveyPage);
    return () => {
      onSessionLost(null);
    };
  }, []);

  useEffect(() => {
    clearBannerOnRouteChange();
    setConnectionLost(false);
    if (isSessionExpired() && !isSurveyPath(pathname)) {
      expireUnlessOnSurveyPage();
    }
  }, [pathname]);

  useEffect(() => {
    if (session === null) {
      return undefined;
    }
    const delay = Math.min(
      MAX_TIMER_MS,
      Math.max(0, session.claims.exp * 1000 - Date.now() + 1000),
    );
    const timer = window.setTimeout(() => {
      if (getSessionState().session === session && isSessionExpired()) {
        expireUnlessOnSurveyPage();
      }
    }, delay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [session]);

  useEffect(() => {
    if (session !== null && brand.mantenimiento && !godMode) {
      endSession();
      clearUserQueries(queryClient);
    }
  }, [session, brand.mantenimiento, godMode, queryClient]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'token' || event.key === 'godMode') {
        reloadSessionFromStorage();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return null;
}
