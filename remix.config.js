import { tsImport } from 'tsx/esm/api'

// SHOP_BUILD_DIR lets several checkouts' builds live side by side (default: build/ and public/build).
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
  /**
   * Localised shop pages (app/domain/localised-pages.ts): one route per language's path,
   * bare and with the optional sublocale and desktop prefixes.
   */
  async routes(defineRoutes) {
    const { localisedPages } = await tsImport('./app/domain/localised-pages.ts', import.meta.url)
    return defineRoutes((route) => {
      for (const page of localisedPages) {
        const seen = new Set()
        for (const [language, path] of Object.entries(page.paths)) {
          if (seen.has(path)) continue
          seen.add(path)
          const bare = path.replace(/^\//, '')
          // Bare, one prefix (sublocale or `d`) and two (either order): the route module
          // validates them (parsePathPrefixes). Fewer patterns keep every request's matching cheap.
          const heads = ['', ':first/', ':first/:second/']
          // `path/*` also matches `path` itself: one route per head (every route costs each request's matching).
          const tails = page.splat ? ['/*'] : ['']
          heads.forEach((head, index) =>
            tails.forEach((tail, tailIndex) =>
              route(`${head}${bare}${tail}`, page.file, { id: `${page.id}-${language}-${index}-${tailIndex}` }),
            ),
          )
        }
      }
    })
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
