import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBrandSettingsQuery } from '../lib/brand.ts';
import { storageKeys } from '../lib/storage.ts';
import { BrandGate } from './brand-gate.tsx';
import { AppErrorBoundary } from './guard/app-error-boundary.tsx';
import { AppRouter } from './router.tsx';
import { buildTheme } from './theme.ts';

const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });

function ThemedApp() {
  const { data: brand } = useBrandSettingsQuery();
  const { theme, cssVariablesResolver } = useMemo(() => buildTheme(brand), [brand]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <BrandGate>
        <AppErrorBoundary>
          <AppRouter />
        </AppErrorBoundary>
      </BrandGate>
    </MantineProvider>
  );
}

/** Providers: server state (TanStack Query), brand-themed Mantine, the data router. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp />
    </QueryClientProvider>
  );
}
