// SHOP_BUILD_DIR lets several checkouts' builds live side by side (default: build/ and
// public/build).
const buildDir = process.env.SHOP_BUILD_DIR

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: buildDir ? `${buildDir}/server/index.js` : 'build/server/index.js',
  assetsBuildDirectory: buildDir ? `${buildDir}/public/build` : 'public/build',
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/*.css'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  serverMinify: false,
  // Server-only packages are bundled into the server build where that is safe;
  // native modules stay external.
  serverDependenciesToBundle: [],
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
