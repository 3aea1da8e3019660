// How the API is bundled for production, shared by the build (build.mjs) and the test that checks
// what the bundle loads when it starts (src/db/client-lazy.test.ts).

/** Packages stay in node_modules; the workspace's own TypeScript packages (@portal/*) are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** One ESM file for Node. */
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externalPackages],
};
