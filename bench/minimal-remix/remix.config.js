// The reference for `npm run bench`: the smallest Remix 2 classic app (one route, a small
// static page), served by remix-serve like the shop, with the shop's future flags. Its
// packages come from the repository's node_modules. Built by the bench into ./build.

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: 'build/index.js',
  assetsBuildDirectory: 'build/public/build',
  publicPath: '/build/',
  cacheDirectory: 'build/.cache',
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
}
