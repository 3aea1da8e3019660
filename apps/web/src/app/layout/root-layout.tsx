import { Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useErrorState } from '../../lib/error-store.ts';
import { useSession } from '../../lib/session.ts';
import { PageErrorBoundary } from '../guard/page-error-boundary.tsx';
import { RouteGuard } from '../guard/route-guard.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './app-shell.module.css';
import { ConnectionError } from './connection-error.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { DocumentTitle } from './document-title.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import type { SignedInOverlays as OverlaysComponent } from '../overlays/signed-in-overlays.tsx';
import { SessionWatcher } from './session-watcher.tsx';
import { loadNavbar, loadOverlays } from './signed-in-frame.ts';
import type { SignedInNavbar as NavbarComponent } from './signed-in-navbar.tsx';

const loadErrorBanner = () => import('../banner/error-banner.tsx');
const ErrorBanner = lazy(() => loadErrorBanner().then((m) => ({ default: m.ErrorBanner })));

/**
 * Starts loading the error banner's code after start-up: it is needed when a call fails, which
 * includes the moment the connection drops, when it could no longer be fetched.
 */
export function preloadErrorBanner(): void {
  loadErrorBanner().catch(() => undefined);
}
type NavbarProps = ComponentProps<typeof NavbarComponent>;
type OverlaysProps = ComponentProps<typeof OverlaysComponent>;

function SignedInNavbar(props: NavbarProps) {
  const { SignedInNavbar: Navbar } = use(loadNavbar());
  return <Navbar {...props} />;
}

function SignedInOverlays(props: OverlaysProps) {
  const { SignedInOverlays: Overlays } = use(loadOverlays());
  return <Overlays {...props} />;
}

/** The header shrinks after 120 px of scroll (70 px at width 768 or less). */
const SHRINK_AFTER_WIDE = 120;
const SHRINK_AFTER_NARROW = 70;
/**
 * The shrunk header grows back only this far above the threshold, so that scrolling to and fro
 * around it does not flicker. (The header's place in the page keeps its full height: shrinking
 * moves nothing below it.)
 */
const GROW_MARGIN = 30;

/**
 * Whether the header is shrunk: past `shrinkAfter` px of scroll, growing back only GROW_MARGIN px
 * above it. The position is read in scroll events only and the frame renders again only when the
 * answer changes: Mantine's useWindowScroll re-rendered the whole frame on every scroll event and
 * at mount, where reading the position forced a layout of the half-built first screen (on a
 * phone a tenth of a second before its content painted). A page the browser
 * restores scrolled down gets a scroll event then; a change of threshold (the window's width
 * crossing 768 px) is applied at once.
 */
function useHeaderShrunk(shrinkAfter: number): boolean {
  const [shrunk, setShrunk] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    const update = () => {
      const y = window.scrollY;
      setShrunk((was) => (was ? y > shrinkAfter - GROW_MARGIN : y > shrinkAfter));
    };
    if (mounted.current) {
      update();
    }
    mounted.current = true;
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
    };
  }, [shrinkAfter]);
  return shrunk;
}

/** Where app-shell.module.css turns the side menu into a layer over the page. */
const MENU_COVERS_PAGE = '(max-width: 61.99em)';

/**
 * The frame of every route: header, side menu (signed-in users), error banner, page content,
 * footer, cookie banner and the blocking overlays. Plain CSS rather than Mantine's AppShell keeps
 * the login bundle small.
 */
export function RootLayout() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const { pathname } = useLocation();
  const { connectionLost, banner } = useErrorState();
  // The side menu (small screens) is open on the page where it was opened: navigating closes it.
  const [navOpenedAt, setNavOpenedAt] = useState<string | null>(null);
  const navOpened = navOpenedAt === pathname;
  // Known in the first render (no second render of the frame at mount).
  const narrow = useMediaQuery('(max-width: 768px)', undefined, { getInitialValueInEffect: false });
  const shrunk = useHeaderShrunk(narrow ? SHRINK_AFTER_NARROW : SHRINK_AFTER_WIDE);
  // Below the width where the side menu sits beside the page it covers the page when open: the
  // page behind it is out of reach (Tab, screen readers) until the menu closes.
  const menuCovers = useMediaQuery(MENU_COVERS_PAGE, undefined, { getInitialValueInEffect: false });
  const signedIn = session !== null;
  const [noticeSlot, setNoticeSlot] = useState<HTMLDivElement | null>(null);

  const closeNav = useCallback(() => {
    setNavOpenedAt(null);
  }, []);
  const toggleNav = useCallback(() => {
    setNavOpenedAt((openedAt) => (openedAt === pathname ? null : pathname));
  }, [pathname]);

  return (
    <div className={classes.shell} data-shrunk={shrunk || undefined}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <SessionWatcher />
      <DocumentTitle />
      <div className={classes.headerSlot}>
        <header
          className={classes.header}
          data-shrunk={shrunk || undefined}
          data-testid="app-header"
        >
          <AppHeader session={session} navOpened={navOpened} onToggleNav={toggleNav} />
        </header>
      </div>
      <div className={classes.body}>
        {signedIn && (
          <nav
            id="main-menu"
            aria-label={t('menu.label')}
            className={classes.navbar}
            data-opened={navOpened || undefined}
          >
            <Suspense fallback={null}>
              <SignedInNavbar
                session={session}
                opened={navOpened}
                onNavigate={closeNav}
                onEscape={closeNav}
              />
            </Suspense>
          </nav>
        )}
        <div className={classes.mainArea} inert={signedIn && navOpened && menuCovers}>
          <main id="main-content" tabIndex={-1} className={classes.content}>
            <Container size="lg" px={{ base: 'sm', sm: 'md' }} py="lg" w="100%">
              {banner !== null && (
                <Suspense fallback={null}>
                  <ErrorBanner />
                </Suspense>
              )}
              <div ref={setNoticeSlot} className={classes.notices} />
              {connectionLost ? (
                <ConnectionError />
              ) : (
                <RouteGuard>
                  <PageErrorBoundary pathname={pathname}>
                    <Suspense fallback={<PageLoader />}>
                      <Outlet />
                    </Suspense>
                  </PageErrorBoundary>
                </RouteGuard>
              )}
            </Container>
          </main>
          <AppFooter />
        </div>
      </div>
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInOverlays session={session} noticeSlot={noticeSlot} />
        </Suspense>
      )}
      <CookieBanner />
    </div>
  );
}
