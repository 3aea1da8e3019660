import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Keeps the router on the address bar's location. BrowserRouter reads the location when it first
 * renders but listens for changes only once it has committed; the app's first render is a
 * transition that yields for hundreds of milliseconds on a phone, and a back or forward made in
 * between was lost: the address changed, the page did not. Checked once, after the first commit
 * (the router's listener is in place by then and catches what comes later).
 */
export function LocationSync() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash) {
      void navigate({ pathname, search, hash }, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  }, []);
  return null;
}
