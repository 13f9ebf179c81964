import { readFileSync } from 'node:fs'
import { pageRouteFile, pageRoutes } from './app/domain/page-routes.mjs'

// SHOP_BUILD_DIR lets several checkouts' builds live side by side (default: build/ and
// public/build).
const buildDir = process.env.SHOP_BUILD_DIR

// The localised shop pages: one route module per view, a route per path (app/domain).
const localisedPages = JSON.parse(
  readFileSync(new URL('./app/domain/localised-pages.json', import.meta.url), 'utf8'),
)
const pageRouteFiles = [
  ...new Set(localisedPages.flatMap((page) => (page.view ? [pageRouteFile(page.view)] : []))),
]

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: buildDir ? `${buildDir}/server/index.js` : 'build/server/index.js',
  assetsBuildDirectory: buildDir ? `${buildDir}/public/build` : 'public/build',
  // The page modules have the paths of their pages, not of their file names.
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/*.css', ...pageRouteFiles],
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const { id, path, file } of pageRoutes(localisedPages)) route(path, file, { id })
    }),
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
