#!/usr/bin/env node
// Route matching without repeated work (ADR 130). @remix-run/router 1.x flattens and ranks
// the whole route tree and compiles every route's path to a RegExp on each matchRoutes call;
// Remix calls it four times per document request. With the shop's ~460 localised routes that
// was a third of the server's CPU time. This patch caches, per routes array and invalidated
// whenever routes are patched in, the ranked branches and the matches of recent pathnames
// (at most 1000; each caller gets its own copies of the match objects and their params), and the
// compiled paths: the change proposed upstream in remix-run/react-router#14866, plus the
// result cache. Idempotent; run by `npm run build`. Fails loudly
// when the router's source no longer looks as expected (a version bump): then re-check the
// upstream code and adapt or drop the patch.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const MARKER = '/* shop-patch: route-matching-cache (ADR 130) */'
export const ROUTER_VERSION = '1.23.3'

const cacheCode = `${MARKER}
let shopBranchCache = new WeakMap();
let shopRoutesVersion = 0;
function shopRankedBranches(routes) {
  let cached = shopBranchCache.get(routes);
  if (cached && cached.version === shopRoutesVersion) return cached.branches;
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  shopBranchCache.set(routes, { version: shopRoutesVersion, branches });
  return branches;
}
let shopMatchCache = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  let pathname = stripBasename(location.pathname || "/", basename);
  if (pathname == null) {
    return null;
  }
  let entry = shopMatchCache.get(routes);
  if (!entry || entry.version !== shopRoutesVersion) {
    entry = { version: shopRoutesVersion, matches: new Map() };
    shopMatchCache.set(routes, entry);
  }
  let key = (allowPartial ? "p" : "f") + pathname;
  let matches = entry.matches.get(key);
  if (matches === void 0) {
    matches = shopMatchRoutesUncached(routes, { pathname }, "/", allowPartial);
    if (entry.matches.size >= 1000) entry.matches.clear();
    entry.matches.set(key, matches);
  }
  if (!matches) return matches;
  // Like matchRouteBranch: every match of a branch shares one params object.
  let params = Object.assign({}, matches[0].params);
  return matches.map(match => Object.assign({}, match, { params }));
}
let shopCompiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  let key = path + "\\u0000" + Boolean(caseSensitive) + "\\u0000" + (end === void 0 ? true : Boolean(end));
  let compiled = shopCompiledPaths.get(key);
  if (!compiled) {
    if (shopCompiledPaths.size >= 2000) shopCompiledPaths.clear();
    compiled = shopCompilePathUncached(path, caseSensitive, end);
    shopCompiledPaths.set(key, compiled);
  }
  return compiled;
}
`

/** The router's source with the caches; throws when an anchor is missing. */
export function patchRouterSource(source) {
  if (source.includes(MARKER)) return source
  const replacements = [
    ['  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;', '  let branches = shopRankedBranches(routes);\n  let matches = null;'],
    ['function compilePath(path, caseSensitive, end) {', 'function shopCompilePathUncached(path, caseSensitive, end) {'],
    [
      'function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n',
      'function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n  shopRoutesVersion++;\n',
    ],
    ['function matchRoutesImpl(routes, locationArg, basename, allowPartial) {', `${cacheCode}function shopMatchRoutesUncached(routes, locationArg, basename, allowPartial) {`],
  ]
  let patched = source
  for (const [anchor, replacement] of replacements) {
    const at = patched.indexOf(anchor)
    if (at === -1 || patched.indexOf(anchor, at + 1) !== -1) throw new Error(`router patch: anchor not found exactly once: ${anchor.split('\n')[0]}`)
    patched = patched.replace(anchor, replacement)
  }
  return patched
}

/** Patches the CommonJS (server) and ESM (browser bundle) builds of @remix-run/router. */
export function patchInstalledRouter(fromDir = process.cwd()) {
  const require = createRequire(join(fromDir, 'package.json'))
  const manifestPath = require.resolve('@remix-run/router/package.json')
  const { version } = JSON.parse(readFileSync(manifestPath, 'utf8'))
  if (version !== ROUTER_VERSION) throw new Error(`router patch: made for @remix-run/router ${ROUTER_VERSION}, found ${version}`)
  const changed = []
  for (const file of ['dist/router.cjs.js', 'dist/router.js']) {
    const path = join(dirname(manifestPath), file)
    const source = readFileSync(path, 'utf8')
    const patched = patchRouterSource(source)
    if (patched !== source) {
      writeFileSync(path, patched)
      changed.push(file)
    }
  }
  return changed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = patchInstalledRouter()
  if (changed.length > 0) console.log(`patched @remix-run/router (${changed.join(', ')}): route matching caches (ADR 130)`)
}
