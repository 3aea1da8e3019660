import { Codes } from '@portal/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { reportError } from '../../lib/api-client.ts';
import { NotFoundContent } from '../pages/not-found-content.tsx';

interface PageErrorBoundaryProps {
  /** The current path: a navigation resets the boundary. */
  pathname: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failedPath: string | null;
}

/**
 * 000 §2.2: a page that fails to load (its code cannot be fetched, or it throws while rendering)
 * goes to /404. The failure is reported to the server.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failedPath: null };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failedPath: window.location.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError({
      status: Codes.GENERIC_ERROR,
      url: window.location.pathname,
      mensaje: error.message.slice(0, 500),
      detalle: { componentStack: info.componentStack?.slice(0, 2000) ?? null },
    });
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.failedPath !== null && previous.pathname !== this.props.pathname) {
      if (this.props.pathname !== '/404') {
        this.setState({ failedPath: null });
      }
    }
  }

  override render(): ReactNode {
    if (this.state.failedPath === null) {
      return this.props.children;
    }
    return this.props.pathname === '/404' ? <NotFoundContent /> : <Navigate to="/404" replace />;
  }
}
