import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readPrelogin, removePrelogin, writePrelogin } from '../../lib/storage.ts';
import { useGuardDecision } from './use-guard.ts';

/** Only same-site paths are restored after login (no open redirect through `prelogin`). */
export function safeReturnPath(path: string | null): string {
  if (path === null || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return '/';
  }
  if (/^\/(login|logout)(\/|$|\?)/i.test(path)) {
    return '/';
  }
  return path;
}

/**
 * A signed-in user on a login page goes to the path remembered before login (and that memory is
 * used up), otherwise to /. This is also how a completed login leaves the login page.
 */
function AfterLogin() {
  const [target] = useState(() => safeReturnPath(readPrelogin()));
  useEffect(() => {
    removePrelogin();
  }, []);
  return <Navigate to={target} replace />;
}

/**
 * Renders the page only when the guard allows it; otherwise redirects (replacing the history
 * entry) and, when sign-in is needed, remembers the wanted path as `prelogin`.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const decision = useGuardDecision();
  if (decision.action === 'allow') {
    return children;
  }
  if (decision.reason === 'signed-in-on-login') {
    return <AfterLogin />;
  }
  if (decision.remember !== undefined) {
    writePrelogin(decision.remember);
  }
  return <Navigate to={decision.to} replace />;
}
