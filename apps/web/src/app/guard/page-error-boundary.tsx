import { Codes } from '@portal/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { reportError } from '../../lib/api-client.ts';
import { ConnectionError } from '../layout/connection-error.tsx';
import { NotFoundContent } from '../pages/not-found-content.tsx';

interface PageErrorBoundaryProps {
  /** The current path: a navigation resets the boundary. */
  pathname: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failedPath: string | null;
  /** The page's code could not be fetched because the connection is down. */
  offline: boolean;
}

/** A lazily loaded chunk that could not be fetched (the browser's messages differ). */
export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  // The last one is Vite's, for a stylesheet of the module that could not be fetched.
  return /dynamically imported module|importing a module script failed|error loading dynamically|failed to fetch|unable to preload css/i.test(
    message,
  );
}

/** Reports a render failure to the server, except a connection failure. */
export function reportRenderError(error: Error, info: ErrorInfo, offline: boolean): void {
  if (offline || !navigator.onLine) {
    return;
  }
  reportError({
    status: Codes.GENERIC_ERROR,
    url: window.location.pathname,
    mensaje: error.message.slice(0, 500),
    detalle: { componentStack: info.componentStack?.slice(0, 2000) ?? null },
  });
}

/**
 * A page that fails to load (its code cannot run, or it throws while rendering) goes to
 * /404 and the failure is reported to the server. A page whose code cannot be fetched (offline,
 * network error) is a connection failure: the connection page, whose retry reloads.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failedPath: null, offline: false };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    // Without connection the page is not missing: the connection page says so.
    const offline = !navigator.onLine || isChunkLoadFailure(error);
    return { failedPath: window.location.pathname, offline };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportRenderError(error, info, this.state.offline);
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.failedPath !== null && previous.pathname !== this.props.pathname) {
      if (this.props.pathname !== '/404') {
        this.setState({ failedPath: null, offline: false });
      }
    }
  }

  override render(): ReactNode {
    if (this.state.failedPath === null) {
      return this.props.children;
    }
    if (this.state.offline) {
      // A chunk that failed once stays failed in React.lazy: retrying reloads the page.
      return (
        <ConnectionError
          onRetry={() => {
            window.location.reload();
          }}
        />
      );
    }
    return this.props.pathname === '/404' ? <NotFoundContent /> : <Navigate to="/404" replace />;
  }
}
