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

/**
 * \`source\` with each [anchor, replacement] applied in order; throws (naming \`what\`) when an
 * anchor is not found exactly once, so a changed dependency cannot be patched half or twice.
 */
function replaceEachOnce(source, replacements, what) {
  let patched = source
  for (const [anchor, replacement] of replacements) {
    const at = patched.indexOf(anchor)
    if (at === -1 || patched.indexOf(anchor, at + 1) !== -1) throw new Error(`${what}: anchor not found exactly once: ${anchor.split('\n')[0]}`)
    patched = patched.replace(anchor, replacement)
  }
  return patched
}

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
  return replaceEachOnce(source, replacements, 'router patch')
}

export const DATA_MARKER = '/* shop-patch: loader-data-without-round-trip (ADR 135) */'

// Loader data without a JSON round trip (ADR 135). Remix 2 (without single fetch) has every
// loader return \`json(data)\`: JSON.stringify into a Response, which a document request then
// reads back with response.json() before rendering and stringifies a third time for the
// hydration script. The patched \`json\` keeps the data beside a lazy body (stringified only
// when the body is read: a \`?_data\` request, a test) and the static handler takes the kept
// data when it unwraps a loader's or action's JSON Response — if it is exactly what JSON would
// give back (plain objects and arrays, strings, finite numbers, booleans, null). Anything else
// (an undefined field, a Date, a Map, a class instance, toJSON, NaN, a cycle) takes the round
// trip, as before, so the render sees the same values either way. With
// SHOP_CHECK_LOADER_DATA=1 (tests) kept data is deep-frozen: a render or cache that mutates
// loader data throws.
const dataCode = `${DATA_MARKER}
const shopKeptData = Symbol.for("shop.loaderData");
const shopCheckLoaderData = typeof process !== "undefined" && process.env && process.env.SHOP_CHECK_LOADER_DATA === "1";
function shopLazyJsonBody(data) {
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode(JSON.stringify(data)));
      controller.close();
    }
  }, { highWaterMark: 0 });
}
/** Whether JSON.parse(JSON.stringify(value)) gives back the same (deeper than 200 levels: no, as for a cycle). */
function shopIsPlainJson(value, depth) {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object" || depth > 200) return false;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let i = 0; i < value.length; i++) {
      if (!shopIsPlainJson(value[i], depth + 1)) return false;
    }
    return true;
  }
  let proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  if (typeof value.toJSON === "function") return false;
  for (let key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key) && !shopIsPlainJson(value[key], depth + 1)) return false;
  }
  return true;
}
function shopDeepFreeze(value) {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (let key of Object.keys(value)) shopDeepFreeze(value[key]);
  }
  return value;
}
function shopKeptLoaderData(response) {
  let data = response[shopKeptData];
  // Not what JSON gives back: the round trip, as without the patch (a cycle throws there, as before).
  if (!shopIsPlainJson(data, 0)) return JSON.parse(JSON.stringify(data));
  if (shopCheckLoaderData) shopDeepFreeze(data);
  return data;
}
`

/** The server build of the router with kept loader data (ADR 135); throws when an anchor is missing. */
export function patchRouterDataSource(source) {
  if (source.includes(DATA_MARKER)) return source
  const replacements = [
    [
      '  return new Response(JSON.stringify(data), _extends({}, responseInit, {\n    headers\n  }));\n};',
      '  if (data === undefined) {\n    return new Response(JSON.stringify(data), _extends({}, responseInit, {\n      headers\n    }));\n  }\n  let response = new Response(shopLazyJsonBody(data), _extends({}, responseInit, {\n    headers\n  }));\n  Object.defineProperty(response, shopKeptData, { value: data });\n  return response;\n};',
    ],
    ['const json = function json(data, init) {', `${dataCode}const json = function json(data, init) {`],
    [
      '      if (contentType && /\\bapplication\\/json\\b/.test(contentType)) {\n        if (result.body == null) {',
      '      if (contentType && /\\bapplication\\/json\\b/.test(contentType)) {\n        if (shopKeptData in result && !result.bodyUsed) {\n          data = shopKeptLoaderData(result);\n        } else if (result.body == null) {',
    ],
  ]
  return replaceEachOnce(source, replacements, 'router patch')
}

export const ENTRY_MARKER = '/* shop-patch: entry-route-modules-once (ADR 135) */'
export const SERVER_RUNTIME_VERSION = '2.17.5'

/**
 * @remix-run/server-runtime builds the route-id → module map for the entry context from the
 * whole manifest (~460 routes) on every document request; the manifest of a build never
 * changes, so the map is made once per manifest.
 */
export function patchEntrySource(source) {
  if (source.includes(ENTRY_MARKER)) return source
  const anchor = 'function createEntryRouteModules(manifest) {\n  return Object.keys(manifest).reduce('
  return replaceEachOnce(source, [[anchor, `${ENTRY_MARKER}
const shopEntryRouteModules = new WeakMap();
function createEntryRouteModules(manifest) {
  let modules = shopEntryRouteModules.get(manifest);
  if (!modules) {
    modules = shopCreateEntryRouteModules(manifest);
    shopEntryRouteModules.set(manifest, modules);
  }
  return modules;
}
function shopCreateEntryRouteModules(manifest) {
  return Object.keys(manifest).reduce(`]], 'server-runtime patch')
}

/**
 * Checks the installed package's version, applies each file's patch and writes the files it
 * changed (a patched file is left as it is); returns their names.
 */
function patchFiles(label, manifestPath, expected, patches) {
  const { name, version } = JSON.parse(readFileSync(manifestPath, 'utf8'))
  if (version !== expected) throw new Error(`${label}: made for ${name} ${expected}, found ${version}`)
  const changed = []
  for (const [file, patch] of Object.entries(patches)) {
    const path = join(dirname(manifestPath), file)
    const source = readFileSync(path, 'utf8')
    const patched = patch(source)
    if (patched !== source) {
      writeFileSync(path, patched)
      changed.push(file)
    }
  }
  return changed
}

/** Patches @remix-run/server-runtime's entry module (server only). */
export function patchInstalledServerRuntime(fromDir = process.cwd()) {
  const require = createRequire(join(fromDir, 'package.json'))
  const manifestPath = require.resolve('@remix-run/server-runtime/package.json', { paths: [dirname(require.resolve('@remix-run/node'))] })
  return patchFiles('server-runtime patch', manifestPath, SERVER_RUNTIME_VERSION, { 'dist/entry.js': patchEntrySource })
}

/** Patches the CommonJS (server) and ESM (browser bundle) builds of @remix-run/router. */
export function patchInstalledRouter(fromDir = process.cwd()) {
  const require = createRequire(join(fromDir, 'package.json'))
  return patchFiles('router patch', require.resolve('@remix-run/router/package.json'), ROUTER_VERSION, {
    // Kept loader data is for the server: the browser never builds JSON Responses.
    'dist/router.cjs.js': (source) => patchRouterDataSource(patchRouterSource(source)),
    'dist/router.js': patchRouterSource,
  })
}

export const SCRIPTS_MARKER = '/* shop-patch: scripts-after-first-paint v2 (ADR 136, ADR 138) */'
/** The first version's marker: such an install must be replaced, not patched again. */
const SCRIPTS_MARKER_V1 = '/* shop-patch: scripts-after-first-paint (ADR 136) */'
export const REMIX_REACT_VERSION = '2.17.5'

// Scripts after the first paint (ADR 136). Remix's <Scripts> puts a modulepreload link for
// every chunk of the page and an async module script with static imports into the HTML, and
// the route data as a JavaScript object literal. The preloads go out at high priority with
// the stylesheet and the hero image, the module graph is evaluated as soon as it is in (often
// before the first paint), and V8 compiles the ~50 KB literal as code. The patched <Scripts>
// writes the data as a JSON block (<script type="application/json">, read with JSON.parse: no
// JavaScript to compile) and one module script that waits for the first frame to be painted
// (at once in a hidden tab), parses the data in a task of its own, then imports the chunks and
// the route modules, one per task (each import() costs the main thread about a millisecond,
// and several under DevTools' network instrumentation, as in Lighthouse; ADR 138), and the
// entry last, once the route modules are in, as Remix's script did. Without JavaScript the
// HTML shows the same page.
export const scriptsCode = `${SCRIPTS_MARKER}
function shopModuleLoaderScript(manifest, matches, enableFogOfWar, partialManifest) {
  let routeModules = matches.map(match => manifest.routes[match.route.id].module);
  let awaited = (enableFogOfWar ? [] : [manifest.url]).concat(routeModules);
  let chunks = [...new Set(manifest.entry.imports.concat(...matches.map(match => manifest.routes[match.route.id].imports || [])))].filter(href => !awaited.includes(href));
  let offset = enableFogOfWar ? 0 : 1;
  let hmr = manifest.hmr && manifest.hmr.runtime ? "import " + JSON.stringify(manifest.hmr.runtime) + ";\\n" : "";
  return hmr + (partialManifest ? "window.__remixManifest = " + JSON.stringify(partialManifest) + ";\\n" : "") +
    "new Promise(go => document.visibilityState === \\"hidden\\" ? go() : requestAnimationFrame(() => setTimeout(go)))\\n" +
    // The route data (40-60 KB) is parsed in a task of its own, not in the parser's (ADR 138).
    ".then(() => new Promise(go => {\\n" +
    "window.__remixContext = window.__remixContext || JSON.parse(document.getElementById(\\"shop-remix-context\\").textContent);\\n" +
    "setTimeout(go);\\n}))\\n" +
    ".then(() => new Promise(done => {\\n" +
    // One import() per task, the chunks before the modules that import them (ADR 138).
    "let queue = " + JSON.stringify(chunks.concat(awaited)) + ", loads = [];\\n" +
    "(function next() {\\n" +
    "loads.push(import(queue.shift()));\\n" +
    "if (queue.length) setTimeout(next); else done(Promise.all(loads.slice(-" + awaited.length + ")));\\n" +
    "})();\\n}))\\n" +
    ".then(modules => {\\nwindow.__remixRouteModules = {" + matches.map((match, index) => JSON.stringify(match.route.id) + ":modules[" + (index + offset) + "]").join(",") + "};\\n" +
    "return import(" + JSON.stringify(manifest.entry.module) + ");\\n});";
}
`

/** \`source\` with the text from \`start\` up to and including \`end\` replaced; both found exactly once. */
function replaceSpanOnce(source, start, end, replacement, what) {
  const from = source.indexOf(start)
  if (from === -1 || source.indexOf(start, from + 1) !== -1) throw new Error(`${what}: anchor not found exactly once: ${start.split('\n')[0]}`)
  const to = source.indexOf(end, from)
  if (to === -1) throw new Error(`${what}: end anchor not found: ${end.split('\n')[0]}`)
  return source.slice(0, from) + replacement + source.slice(to + end.length)
}

/** A source patched by an older version of a patch is replaced by a fresh install, never patched twice. */
function refuseOlderPatch(source, olderMarker, label) {
  if (source.includes(olderMarker)) {
    throw new Error(`${label}: @remix-run/react carries an older version of this patch; reinstall it (remove node_modules/@remix-run/react, then npm install)`)
  }
}

/** @remix-run/react's components module (CommonJS or ESM build) with the patched <Scripts>. */
export function patchScriptsSource(source) {
  if (source.includes(SCRIPTS_MARKER)) return source
  refuseOlderPatch(source, SCRIPTS_MARKER_V1, 'scripts patch')
  const react = source.includes('React__namespace.createElement') ? 'React__namespace' : 'React'
  let patched = replaceEachOnce(source, [
    [
      'let contextScript = staticContext ? `window.__remixContext = ${serverHandoffString};${streamScript}` : " ";',
      // Parsed by the module loader after the first frame (ADR 138), unless streamed or deferred data needs it at once.
      'let contextScript = staticContext && (streamScript || (!future.v3_singleFetch && staticContext.activeDeferreds)) ? `window.__remixContext = JSON.parse(document.getElementById("shop-remix-context").textContent);${streamScript}` : " ";',
    ],
    ['function DeferredHydrationScript({', `${scriptsCode}function DeferredHydrationScript({`],
  ], 'scripts patch')
  // The CommonJS build reaches its helpers through module objects, the ESM build by name.
  const createHtml = source.includes('markup.createHtml(') ? 'markup.createHtml' : 'createHtml'
  const partialManifest = source.includes('fogOfWar.getPartialManifest(') ? 'fogOfWar.getPartialManifest' : 'getPartialManifest'
  patched = replaceSpanOnce(
    patched,
    '    let routeModulesScript = !isStatic ? " " : `',
    `import(\${JSON.stringify(manifest.entry.module)});\`;\n    return /*#__PURE__*/${react}.createElement(${react}.Fragment, null, `,
    `    let routeModulesScript = !isStatic ? " " : shopModuleLoaderScript(manifest, matches, enableFogOfWar, enableFogOfWar ? ${partialManifest}(manifest, router) : null);
    return /*#__PURE__*/${react}.createElement(${react}.Fragment, null, /*#__PURE__*/${react}.createElement("script", {
      type: "application/json",
      id: "shop-remix-context",
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: ${createHtml}(staticContext ? serverHandoffString : " ")
    }), `,
    'scripts patch',
  )
  return replaceSpanOnce(
    patched,
    `return isHydrated ? null : /*#__PURE__*/${react}.createElement(${react}.Fragment, null, !enableFogOfWar ?`,
    '})), initialScripts, deferredScripts);',
    `return isHydrated ? null : /*#__PURE__*/${react}.createElement(${react}.Fragment, null, initialScripts, deferredScripts);`,
    'scripts patch',
  )
}

export const SCROLL_MARKER = '/* shop-patch: scroll-restoration-without-storage-read v2 (ADR 136, ADR 138) */'
const SCROLL_MARKER_V1 = '/* shop-patch: scroll-restoration-without-storage-read (ADR 136) */'

/**
 * @remix-run/react's <ScrollRestoration> script with one early return: a history entry without
 * a key is new, so nothing can be stored under the key it has just been given, and the page
 * skips reading sessionStorage (a synchronous round trip to the browser process, up to ~15 ms
 * of main thread during a load here). Reloads and back/forward restore as before. The new
 * entry's state also carries the router's index 0, which the router's history would otherwise
 * write with a second replaceState during hydration (ADR 138).
 */
export function patchScrollRestorationSource(source) {
  if (source.includes(SCROLL_MARKER)) return source
  refuseOlderPatch(source, SCROLL_MARKER_V1, 'scroll-restoration patch')
  return replaceEachOnce(source, [
    ['  let restoreScroll = ((STORAGE_KEY, restoreKey) => {', `  ${SCROLL_MARKER}\n  let restoreScroll = ((STORAGE_KEY, restoreKey) => {`],
    // With the router's index in the same state, the router's history skips a second replaceState (ADR 138).
    ['      window.history.replaceState({\n        key\n      }, "");\n    }\n    try {', '      window.history.replaceState({\n        key,\n        idx: 0\n      }, "");\n      if (!restoreKey) return;\n    }\n    try {'],
  ], 'scroll-restoration patch')
}

/** Patches the CommonJS (server) and ESM (browser bundle) builds of @remix-run/react's <Scripts> and <ScrollRestoration>. */
export function patchInstalledRemixReact(fromDir = process.cwd()) {
  const require = createRequire(join(fromDir, 'package.json'))
  return patchFiles('scripts patch', require.resolve('@remix-run/react/package.json'), REMIX_REACT_VERSION, {
    'dist/components.js': patchScriptsSource,
    'dist/esm/components.js': patchScriptsSource,
    'dist/scroll-restoration.js': patchScrollRestorationSource,
    'dist/esm/scroll-restoration.js': patchScrollRestorationSource,
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = patchInstalledRouter()
  if (changed.length > 0) console.log(`patched @remix-run/router (${changed.join(', ')}): route matching caches (ADR 130), loader data without a JSON round trip (ADR 135)`)
  const runtime = patchInstalledServerRuntime()
  if (runtime.length > 0) console.log(`patched @remix-run/server-runtime (${runtime.join(', ')}): entry route modules made once (ADR 135)`)
  const scripts = patchInstalledRemixReact()
  if (scripts.length > 0) console.log(`patched @remix-run/react (${scripts.join(', ')}): scripts after the first paint, scroll restoration without a storage read on new entries (ADR 136)`)
}
