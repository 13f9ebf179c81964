/**
 * The route-matching caches patched into @remix-run/router (ADR 130): installed, idempotent,
 * and invisible in behaviour — the same matches as before, fresh objects per call, and routes
 * patched in later (lazy route discovery in the browser) are found.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createMemoryHistory, createRouter, createStaticHandler, matchRoutes, type AgnosticDataRouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { MARKER, patchRouterSource } from '../../scripts/patch-dependencies.mjs'

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
