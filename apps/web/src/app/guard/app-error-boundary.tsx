import { Button, Stack, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionError } from '../layout/connection-error.tsx';
import { isChunkLoadFailure, reportRenderError } from './page-error-boundary.tsx';

function BrokenApp() {
  const { t } = useTranslation('errors');
  return (
    <Stack align="center" gap="md" py="xl" role="alert">
      <Text>{t('notFound.body')}</Text>
      {/* A full load: the router itself may be what failed. */}
      <Button component="a" href={pathFor('home')}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}

/**
 * The last boundary, around the whole router: whatever fails outside a page's own boundary (the
 * header, the menu, a banner or dialog whose code could not be fetched offline) shows the
 * connection page or a way home instead of a blank window. Both reload the app.
 */
export class AppErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; offline: boolean }
> {
  override state = { failed: false, offline: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, offline: !navigator.onLine || isChunkLoadFailure(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportRenderError(error, info, this.state.offline);
  }

  override render(): ReactNode {
    if (!this.state.failed) {
      return this.props.children;
    }
    return (
      <main>
        {this.state.offline ? (
          <ConnectionError
            onRetry={() => {
              window.location.reload();
            }}
          />
        ) : (
          <BrokenApp />
        )}
      </main>
    );
  }
}
