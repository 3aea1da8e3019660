import '@mantine/core/styles.css';
import './app/global.css';
import { matchRoute } from '@portal/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadSignedInFrame } from './app/layout/root-layout.tsx';
import { pageLoaders } from './app/pages.ts';
import { brandSettingsQueryOptions } from './lib/brand.ts';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { getToken } from './lib/session.ts';

const container = document.getElementById('root');
if (container === null) {
  throw new Error('#root not found');
}

// Start what the first screen needs at once, in parallel: the brand settings, the texts and the
// code of the page being opened (the router asks for the same module later and gets it cached).
const queryClient = createQueryClient();
queryClient.query(brandSettingsQueryOptions).catch(() => undefined);
const firstPage = matchRoute(window.location.pathname);
if (firstPage !== null) {
  void pageLoaders[firstPage.route.name]().catch(() => undefined);
}
if (getToken() !== null) {
  preloadSignedInFrame();
}
await initI18n();

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
