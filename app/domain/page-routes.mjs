/**
 * The localised shop pages' routes, from the path table (localised-pages.json): one route
 * module per view (`app/routes/{view}.tsx`), registered once per distinct path of its page.
 * Plain JavaScript: remix.config.js reads it as it is.
 */

/**
 * @typedef {{ id: string, view?: string, paths: Record<string, string>, splat?: boolean }} PageRow
 * @typedef {{ id: string, path: string, file: string }} PageRoute
 */

/** The route module of a view, relative to the app directory. */
export function pageRouteFile(/** @type {string} */ view) {
  return `routes/${view}.tsx`
}

/**
 * Each path of each page with a view, below up to two segments: the sublocale prefix and the
 * desktop marker in either order, as parsePathPrefixes reads them (the page's loader answers
 * anything else there with a 404, as it does another market's prefix). Two routes per path, one
 * with an optional first segment and one with two: `:first?/:second?` would make four patterns,
 * two of them alike, and React Router matches every request against each pattern. The route id is
 * the page's id, with the first language of the path when the page's paths differ by language
 * (`account-login/de`, and `account-login/de/2` for two prefix segments).
 * @param {readonly PageRow[]} pages
 * @returns {PageRoute[]}
 */
export function pageRoutes(pages) {
  /** @type {PageRoute[]} */
  const routes = []
  for (const page of pages) {
    if (!page.view) continue
    /** @type {Map<string, string[]>} */
    const languagesByPath = new Map()
    for (const [language, path] of Object.entries(page.paths))
      languagesByPath.set(path, [...(languagesByPath.get(path) ?? []), language])
    for (const [path, languages] of languagesByPath) {
      const id = languagesByPath.size === 1 ? page.id : `${page.id}/${languages[0]}`
      const rest = `${path.slice(1)}${page.splat ? '/*' : ''}`
      const file = pageRouteFile(page.view)
      routes.push({ id, path: `:first?/${rest}`, file })
      routes.push({ id: `${id}/2`, path: `:first/:second/${rest}`, file })
    }
  }
  return routes
}
