/**
 * Scripts after the first paint (ADR 136): the patched <Scripts> of @remix-run/react — data in
 * a JSON block, no modulepreload links, one module script that waits for the first frame and then
 * loads the page's modules as Remix's own script did — and the compile hints on large chunks.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, MIN_BYTES, withCompileHint } from '../../scripts/compile-hints.mjs'
import { patchScriptsSource, patchScrollRestorationSource, SCRIPTS_MARKER, SCROLL_MARKER, scriptsCode } from '../../scripts/patch-dependencies.mjs'

const require = createRequire(import.meta.url)
const components = (file: string) => readFileSync(require.resolve(`@remix-run/react/${file}`), 'utf8')

type LoaderScript = (manifest: unknown, matches: unknown, enableFogOfWar: boolean, partialManifest: unknown) => string
const loaderScript = new Function(`${scriptsCode}; return shopModuleLoaderScript`)() as LoaderScript

const manifest = {
  url: '/build/manifest-1.js',
  entry: { module: '/build/entry.client-1.js', imports: ['/build/_shared/react-1.js', '/build/_shared/router-1.js'] },
  routes: {
    root: { module: '/build/root-1.js', imports: ['/build/_shared/react-1.js', '/build/_shared/chrome-1.js'] },
    'routes/_index': { module: '/build/routes/_index-1.js', imports: ['/build/_shared/blocks-1.js'] },
  },
}
const matches = [{ route: { id: 'root' } }, { route: { id: 'routes/_index' } }]

/** Runs a loader script with a fake browser; `import()` is recorded and answered by hand. */
function runLoader(script: string, visibilityState: 'visible' | 'hidden') {
  const imported: string[] = []
  const pending = new Map<string, (module: unknown) => void>()
  const frames: Array<() => void> = []
  const timers: Array<() => void> = []
  const window: Record<string, unknown> = {}
  const shopImport = (href: string) => {
    imported.push(href)
    return new Promise((resolve) => pending.set(href, resolve))
  }
  const contextBlock = { textContent: '{"state":{"loaderData":{"root":{}}}}' }
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'window', 'shopImport', script.replaceAll('import(', 'shopImport('))(
    { visibilityState, getElementById: (id: string) => (id === 'shop-remix-context' ? contextBlock : null) },
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    window,
    shopImport,
  )
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  return { imported, pending, frames, timers, window, settle }
}

describe('scripts patch (ADR 136)', () => {
  it('is installed in the server and browser builds of @remix-run/react', () => {
    for (const file of ['dist/components.js', 'dist/esm/components.js']) {
      const source = components(file)
      expect(source).toContain(SCRIPTS_MARKER)
      expect(source).toContain('window.__remixContext = JSON.parse(document.getElementById("shop-remix-context").textContent)')
      expect(source).toContain('type: "application/json"')
      expect(source).not.toContain('href: manifest.entry.module')
      // Each build calls the lazy-discovery helper as it imports it (CommonJS: a module object).
      expect(source.includes('fogOfWar.getPartialManifest(manifest, router)')).toBe(source.includes("require('./fog-of-war.js')"))
    }
  })

  it('applies once and refuses a source it does not know, or one with the patch\'s first version', () => {
    const patched = components('dist/components.js')
    expect(patchScriptsSource(patched)).toBe(patched)
    expect(() => patchScriptsSource('function Scripts() {}')).toThrow(/scripts patch: anchor not found/)
    expect(() => patchScriptsSource('/* shop-patch: scripts-after-first-paint (ADR 136) */')).toThrow(/reinstall/)
  })

  it('writes no inline script for the route data unless streamed or deferred data needs it at once (ADR 138)', () => {
    for (const file of ['dist/components.js', 'dist/esm/components.js']) {
      expect(components(file)).toContain('let contextScript = staticContext && (streamScript || (!future.v3_singleFetch && staticContext.activeDeferreds)) ?')
    }
  })

  it('the loader script carries the lazy-discovery manifest and nothing that could end its script element early', () => {
    const script = loaderScript(manifest, matches, true, { routes: {} })
    expect(script).toContain('window.__remixManifest = {"routes":{}};')
    // Nothing in it can end the script element early.
    expect(script).not.toMatch(/<\/script/i)
  })

  it('waits for the first frame, parses the data, then imports the chunks and route modules one per task, and the entry once the route modules are in (ADR 138)', async () => {
    const run = runLoader(loaderScript(manifest, matches, true, { routes: {} }), 'visible')
    expect(run.window.__remixManifest).toEqual({ routes: {} })
    await run.settle()
    expect(run.imported).toEqual([])
    expect(run.window.__remixContext, 'the route data waits too').toBeUndefined()
    run.frames.shift()!()
    await run.settle()
    expect(run.imported, 'nothing before the frame is painted').toEqual([])
    run.timers.shift()!()
    await run.settle()
    expect(run.window.__remixContext, 'the route data is parsed in a task of its own').toEqual({ state: { loaderData: { root: {} } } })
    expect(run.imported).toEqual([])
    const perTask: string[][] = []
    while (run.timers.length > 0) {
      const before = run.imported.length
      run.timers.shift()!()
      await run.settle()
      perTask.push(run.imported.slice(before))
    }
    expect(perTask, 'one import per task: the chunks first, then the route modules').toEqual([
      ['/build/_shared/react-1.js'],
      ['/build/_shared/router-1.js'],
      ['/build/_shared/chrome-1.js'],
      ['/build/_shared/blocks-1.js'],
      ['/build/root-1.js'],
      ['/build/routes/_index-1.js'],
    ])
    for (const chunk of ['react-1', 'router-1', 'chrome-1', 'blocks-1']) run.pending.get(`/build/_shared/${chunk}.js`)!({})
    run.pending.get('/build/root-1.js')!({ name: 'root' })
    await run.settle()
    expect(run.imported, 'the entry waits for every route module').not.toContain('/build/entry.client-1.js')
    run.pending.get('/build/routes/_index-1.js')!({ name: 'index' })
    await run.settle()
    expect(run.window.__remixRouteModules).toEqual({ root: { name: 'root' }, 'routes/_index': { name: 'index' } })
    expect(run.imported.at(-1)).toBe('/build/entry.client-1.js')
  })

  it('in a hidden tab (no frames) starts at once; without lazy route discovery the manifest module comes first', async () => {
    const run = runLoader(loaderScript(manifest, matches, false, null), 'hidden')
    await run.settle()
    expect(run.frames).toEqual([])
    expect(run.window.__remixContext).toBeDefined()
    run.timers.shift()!()
    await run.settle()
    while (run.timers.length > 0) {
      run.timers.shift()!()
      await run.settle()
    }
    expect(run.imported.slice(-3), 'after the chunks').toEqual(['/build/manifest-1.js', '/build/root-1.js', '/build/routes/_index-1.js'])
    expect(run.window.__remixManifest).toBeUndefined()
    for (const href of ['/build/manifest-1.js', '/build/root-1.js', '/build/routes/_index-1.js']) run.pending.get(href)!({ href })
    await run.settle()
    expect(run.window.__remixRouteModules).toEqual({ root: { href: '/build/root-1.js' }, 'routes/_index': { href: '/build/routes/_index-1.js' } })
    expect(run.imported.at(-1)).toBe('/build/entry.client-1.js')
  })
})

describe('scroll restoration patch (ADR 136)', () => {
  const source = components('dist/scroll-restoration.js')
  const restoreText = source.slice(source.indexOf('((STORAGE_KEY, restoreKey) => {'), source.indexOf('}).toString();') + 2)
  type Fake = { state: { key: string } | null; reads: number; scrolledTo: number | null }
  function restore(state: Fake['state'], stored: Record<string, number>, restoreKey: string | null = null): Fake {
    const fake: Fake = { state, reads: 0, scrolledTo: null }
    const window = {
      history: { get state() { return fake.state }, replaceState: (next: { key: string }) => { fake.state = next } },
      scrollTo: (_x: number, y: number) => { fake.scrolledTo = y },
    }
    const sessionStorage = { getItem: () => { fake.reads++; return JSON.stringify(stored) }, removeItem: () => {} }
    new Function('window', 'sessionStorage', `(${restoreText})("positions", ${JSON.stringify(restoreKey)})`)(window, sessionStorage)
    return fake
  }

  it('is installed in the server and browser builds, once; an install with its first version must be replaced', () => {
    for (const file of ['dist/scroll-restoration.js', 'dist/esm/scroll-restoration.js']) expect(components(file)).toContain(SCROLL_MARKER)
    expect(patchScrollRestorationSource(source)).toBe(source)
    expect(() => patchScrollRestorationSource('/* shop-patch: scroll-restoration-without-storage-read (ADR 136) */')).toThrow(/reinstall/)
  })

  it('a new history entry gets its key, and the router\'s index, without reading sessionStorage', () => {
    const fake = restore(null, {})
    expect(fake.state?.key).toMatch(/^[0-9a-v]+$/)
    // react-router's browser history writes `idx` itself only when the state has none (ADR 138).
    expect(fake.state).toMatchObject({ idx: 0 })
    expect(fake.reads).toBe(0)
    expect(fake.scrolledTo).toBeNull()
  })

  it('a reload or back/forward entry restores the stored position as before', () => {
    expect(restore({ key: 'k1' }, { k1: 640 })).toMatchObject({ reads: 1, scrolledTo: 640 })
    expect(restore(null, { home: 120 }, 'home')).toMatchObject({ reads: 1, scrolledTo: 120 })
  })
})

describe('compile hints (ADR 136)', () => {
  const large = 'export const a = () => 1;\n'.repeat(Math.ceil(MIN_BYTES / 20))

  it('go in front of chunks of at least 8 KB, once', () => {
    const hinted = withCompileHint(large, 'chunk-ABC.js')
    expect(hinted).toBe(COMPILE_HINT + large)
    expect(withCompileHint(hinted, 'chunk-ABC.js')).toBe(hinted)
  })

  it('leave small chunks and the route manifest alone', () => {
    expect(withCompileHint('export const a = 1;\n', 'chunk-ABC.js')).toBe('export const a = 1;\n')
    expect(withCompileHint(large, 'manifest-ABC.js')).toBe(large)
  })
})
