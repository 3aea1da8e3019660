import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '8080';

/** Libraries that change rarely: one long-cached chunk each (the route chunks stay small). */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 25,
  },
  {
    // Mantine's core and the components every page shows: one chunk instead of dozens.
    name: 'mantine',
    test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core|components[\\/](Box|Input|InputBase|Button|ActionIcon|UnstyledButton|Text|Title|Group|Stack|Container|Paper|Anchor|Image|Center|Loader|Burger|PasswordInput|TextInput|CloseButton|VisuallyHidden|Transition))[\\/])/,
    priority: 20,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
];

/** The pages (and signed-in shell parts) opened first, whose imports are preloaded with them. */
const firstScreens =
  /(login-page|home-page|offer-list-page|header-user-area|signed-in-navbar|signed-in-overlays|home-prefetch|offer-list-prefetch)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // `npm run dev -w @portal/web` with the API on API_PORT (default 8080).
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // No inline scripts or styles from the bundler: the server sends a strict CSP.
    assetsInlineLimit: 0,
    // The entry's imports are preloaded from index.html (fetched in parallel, not one round trip
    // per level of imports: seconds on a throttled phone). Of the pages, only the ones people open
    // first carry their import list (a full preload map would list every page's chunks in the
    // entry every visitor downloads, see the /login budget); the others load their imports when
    // they load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || firstScreens.test(filename) ? deps : [],
    },
    rolldownOptions: {
      // The contracts package has no side effects: unused schemas and validators are dropped.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) || id.endsWith('.css'),
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
