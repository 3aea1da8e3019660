import { loadOnce } from '../../lib/tracked-load.ts';

/**
 * The signed-in frame's code (side menu, header user area, blocking overlays), split from the
 * login page's and loaded once. Read with React's `use` (root-layout.tsx, app-header.tsx): when
 * it has loaded before the first render (main.tsx waits for it when a session is stored), the
 * frame renders in the same commit as the page instead of a render later.
 */
export const loadNavbar = loadOnce(() => import('./signed-in-navbar.tsx'));
export const loadOverlays = loadOnce(() => import('../overlays/signed-in-overlays.tsx'));
export const loadUserArea = loadOnce(() => import('./header-user-area.tsx'));

/** Starts loading the signed-in frame; settles (never rejects) once all of it has loaded or failed. */
export function preloadSignedInFrame(): Promise<unknown> {
  return Promise.all([loadNavbar(), loadOverlays(), loadUserArea()]).catch(() => undefined);
}
