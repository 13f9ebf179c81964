/**
 * The route-matching caches patched into @remix-run/router (ADR 130): installed, idempotent,
 * and invisible in behaviour — the same matches as before, fresh objects per call, and routes
 * patched in later (lazy route discovery in the browser) are found.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { createMemoryHistory, createRouter, createStaticHandler, matchRoutes, type AgnosticDataRouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { DATA_MARKER, ENTRY_MARKER, MARKER, patchEntrySource, patchRouterDataSource, patchRouterSource } from '../../scripts/patch-dependencies.mjs'

const require = createRequire(import.meta.url)
const routerFile = (name: string) => require.resolve(`@remix-run/router/dist/${name}`)

/** A table shaped like the shop's: an index, localised pages with prefix heads, splats. */
const routes = createStaticHandler([
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'login-0', path: 'konto/anmelden' },
      { id: 'login-1', path: ':first/konto/anmelden' },
      { id: 'login-2', path: ':first/:second/konto/anmelden' },
      { id: 'basket-0', path: 'warenkorb/*' },
      { id: 'theme', path: 'themes/:id' },
      { id: 'content', path: '*' },
    ],
  },
]).dataRoutes

const ids = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id)

describe('router patch (ADR 130)', () => {
  it('is installed in the server and browser builds of the router', () => {
    for (const file of ['router.cjs.js', 'router.js']) expect(readFileSync(routerFile(file), 'utf8')).toContain(MARKER)
  })

  it('applies once and refuses a source it does not know', () => {
    const patched = readFileSync(routerFile('router.cjs.js'), 'utf8')
    expect(patchRouterSource(patched)).toBe(patched)
    expect(() => patchRouterSource('function somethingElse() {}')).toThrow(/anchor not found/)
  })

  it('matches as the router ranks: static before dynamic before splat, prefixes as params', () => {
    expect(ids('/')).toEqual(['root', 'home'])
    expect(ids('/konto/anmelden')).toEqual(['root', 'login-0'])
    expect(ids('/fr/konto/anmelden')).toEqual(['root', 'login-1'])
    expect(ids('/fr/d/konto/anmelden/')).toEqual(['root', 'login-2'])
    expect(ids('/warenkorb')).toEqual(['root', 'basket-0'])
    expect(ids('/warenkorb/a/b')).toEqual(['root', 'basket-0'])
    expect(ids('/themes/1001')).toEqual(['root', 'theme'])
    expect(ids('/KONTO/Anmelden'), 'case-insensitive like before').toEqual(['root', 'login-0'])
    expect(ids('/irgend/eine/seite')).toEqual(['root', 'content'])
    expect(matchRoutes(routes, '/fr/konto/anmelden')?.[1]?.params).toEqual({ first: 'fr' })
    expect(matchRoutes(routes, '/a%20b/konto/anmelden')?.[1]?.params, 'decoded params').toEqual({ first: 'a b' })
    expect(matchRoutes(routes, '/shop/x', '/shop')?.map((match) => match.route.id), 'basename').toEqual(['root', 'content'])
    expect(matchRoutes(routes, '/other', '/shop')).toBeNull()
  })

  it('hands every caller its own match objects (one params object per match list, as before)', () => {
    const first = matchRoutes(routes, '/de/konto/anmelden')!
    ;(first[1]!.params as Record<string, string>).first = 'changed'
    const second = matchRoutes(routes, '/de/konto/anmelden')!
    expect(second[1]!.params).toEqual({ first: 'de' })
    expect(second[0]!.params).toBe(second[1]!.params)
    expect(second[1]!.route).toBe(first[1]!.route)
  })

  it('finds routes patched in after a first match (lazy route discovery)', () => {
    const router = createRouter({
      routes: [{ id: 'root', path: '/', children: [{ id: 'splat', path: '*' }] }],
      history: createMemoryHistory(),
    })
    const before = matchRoutes(router.routes as AgnosticDataRouteObject[], '/neu')?.map((match) => match.route.id)
    expect(before).toEqual(['root', 'splat'])
    router.patchRoutes('root', [{ id: 'new', path: 'neu' }])
    expect(matchRoutes(router.routes as AgnosticDataRouteObject[], '/neu')?.map((match) => match.route.id)).toEqual(['root', 'new'])
    router.dispose()
  })
})

/** A fresh copy of the installed server build of the router, with SHOP_CHECK_LOADER_DATA as given. */
function loadServerRouter(check: boolean): typeof import('@remix-run/router') {
  const source = readFileSync(routerFile('router.cjs.js'), 'utf8')
  const module = { exports: {} as Record<string, unknown> }
  const env = check ? { SHOP_CHECK_LOADER_DATA: '1' } : {}
  new Function('exports', 'module', 'require', 'process', source)(module.exports, module, require, { env })
  return module.exports as unknown as typeof import('@remix-run/router')
}

describe('loader data without a JSON round trip (ADR 135)', () => {
  const request = (path: string) => new Request(`http://shop.test${path}`)
  const handlerFor = (router: typeof import('@remix-run/router'), data: unknown) =>
    router.createStaticHandler([{ id: 'root', path: '/', loader: () => router.json(data, { headers: { 'X-Kept': 'yes' } }) }])

  it('is installed in the server build only, with the entry route modules made once', () => {
    expect(readFileSync(routerFile('router.cjs.js'), 'utf8')).toContain(DATA_MARKER)
    expect(readFileSync(routerFile('router.js'), 'utf8')).not.toContain(DATA_MARKER)
    const entry = require.resolve('@remix-run/server-runtime/dist/entry.js', { paths: [dirname(require.resolve('@remix-run/node'))] })
    expect(readFileSync(entry, 'utf8')).toContain(ENTRY_MARKER)
    const { createEntryRouteModules } = require(entry) as { createEntryRouteModules: (manifest: object) => object }
    const manifest = { root: { module: { id: 1 } }, 'routes/x': { module: { id: 2 } } }
    expect(createEntryRouteModules(manifest)).toEqual({ root: { id: 1 }, 'routes/x': { id: 2 } })
    expect(createEntryRouteModules(manifest), 'the same map for the same manifest').toBe(createEntryRouteModules(manifest))
    expect(createEntryRouteModules({ ...manifest })).not.toBe(createEntryRouteModules(manifest))
    expect(patchRouterDataSource(readFileSync(routerFile('router.cjs.js'), 'utf8')), 'applies once').toBe(readFileSync(routerFile('router.cjs.js'), 'utf8'))
    expect(() => patchRouterDataSource('const json = 1')).toThrow(/anchor not found/)
    expect(() => patchEntrySource('function other() {}')).toThrow(/anchor not found/)
  })

  it('a document render gets the loader’s own data, not a parsed copy; its headers and status stay', async () => {
    const router = loadServerRouter(false)
    const data = { title: 'Fotokalender', prices: [{ amount: 1999, currency: 'EUR' }], empty: null }
    const context = await handlerFor(router, data).query(request('/'))
    if (context instanceof Response) throw new Error('unexpected response')
    expect(context.loaderData.root).toBe(data)
    expect(context.loaderHeaders.root?.get('X-Kept')).toBe('yes')
    expect(context.statusCode).toBe(200)
  })

  it('a data request (?_data) and anyone reading the body get the same JSON as before', async () => {
    const router = loadServerRouter(false)
    const data = { a: [1, 'two', true, null], nested: { deep: { x: 1.5 } } }
    const response = router.json(data, 201)
    expect(response.status).toBe(201)
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(await response.text()).toBe(JSON.stringify(data))
    const routed = await handlerFor(router, data).queryRoute(request('/'), { routeId: 'root' })
    expect(routed).toBeInstanceOf(Response)
    expect(await (routed as Response).json()).toEqual(data)
    expect(await router.json(undefined).text(), 'undefined: no body, as before').toBe('')
  })

  it('a thrown JSON Response (a 404 with data) reaches the error boundary with its data', async () => {
    const router = loadServerRouter(false)
    const handler = router.createStaticHandler([
      {
        id: 'root',
        path: '/',
        loader: () => {
          throw router.json({ reason: 'not-found' }, { status: 404 })
        },
      },
    ])
    const context = await handler.query(request('/'))
    if (context instanceof Response) throw new Error('unexpected response')
    expect(context.statusCode).toBe(404)
    const error = context.errors?.root as { status: number; data: unknown }
    expect(error.status).toBe(404)
    expect(error.data).toEqual({ reason: 'not-found' })
  })

  it('data that JSON would change (undefined fields, Dates, Maps, NaN, toJSON) takes the round trip: the render sees what it saw before', async () => {
    const router = loadServerRouter(false)
    const changed: unknown[] = [
      { intent: undefined, status: 'error', error: { email: ['Pflichtfeld'] } },
      { when: new Date(0) },
      { list: [1, undefined] },
      { ratio: Number.NaN },
      { map: new Map([['a', 1]]) },
      { custom: { toJSON: () => 'x' } },
      { nested: { deeper: [{ at: new Date(1) }] } },
    ]
    for (const data of changed) {
      const context = await handlerFor(router, data).query(request('/'))
      if (context instanceof Response) throw new Error('unexpected response')
      expect(context.errors).toBeNull()
      expect(context.loaderData.root, JSON.stringify(data)).not.toBe(data)
      expect(context.loaderData.root).toStrictEqual(JSON.parse(JSON.stringify(data)))
    }
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const context = await handlerFor(router, cyclic).query(request('/'))
    if (context instanceof Response) throw new Error('unexpected response')
    expect(String(context.errors?.root), 'a cycle fails as JSON.stringify did').toMatch(/circular/i)
  })

  it('with SHOP_CHECK_LOADER_DATA=1 (the tests) kept data is deep-frozen, so a render or cache that mutates it throws', async () => {
    const router = loadServerRouter(true)
    const shared = { x: 1 }
    const list = [{ y: 'z' }]
    const context = await handlerFor(router, { a: shared, b: shared, list }).query(request('/'))
    if (context instanceof Response) throw new Error('unexpected response')
    expect(context.errors).toBeNull()
    expect(Object.isFrozen(shared) && Object.isFrozen(list) && Object.isFrozen(list[0])).toBe(true)
    expect(() => {
      'use strict'
      ;(shared as { x: number }).x = 2
    }).toThrow(TypeError)
    const unfrozen = { y: 1 }
    await handlerFor(loadServerRouter(false), { unfrozen }).query(request('/'))
    expect(Object.isFrozen(unfrozen), 'production leaves data as it is').toBe(false)
  })

})
