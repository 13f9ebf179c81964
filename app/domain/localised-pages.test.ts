import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { customerOnlyPageIds } from './customer'
import { handOffKinds, localisedPages } from './localised-pages'
import { languages } from './market'
import { pageRoutes } from './page-routes.mjs'
import { specialPrefixes } from './special-prefixes'

// The app's routes as remix.config.js makes them: the pages', the content splat, the home page.
const routes: AgnosticRouteObject[] = [
  ...pageRoutes(localisedPages).map(({ id, path }) => ({ id, path })),
  { id: 'routes/$', path: '*' },
  { id: 'routes/_index', index: true },
]

/** The page route a path matches, as the server's router picks it (`/2`: the two-prefix variant). */
function routeOf(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.id?.replace(/\/2$/, '')
}

describe('the localised pages’ routes: a page’s module is found from its URL in one step', () => {
  it('every page by each language’s path, named by the page and the path’s language', () => {
    for (const page of localisedPages.filter((page) => page.view)) {
      for (const language of languages)
        expect(routeOf(page.paths[language]), `${page.id} ${language}`).toMatch(
          new RegExp(`^${page.id}(/[a-z]{2})?$`),
        )
    }
    expect(routeOf('/mein-konto/anmelden')).toBe('account-login/de')
    expect(routeOf('/mon-compte/connexion')).toBe('account-login/fr')
    expect(routeOf('/products')).toBe('products')
  })

  it('another language’s path too (the page redirects to its own), with or without a trailing slash', () => {
    expect(routeOf('/my-account/login')).toBe('account-login/en')
    expect(routeOf('/mein-konto/anmelden/')).toBe('account-login/de')
    expect(routeOf('/geschenkgutschein')).toBe('gift-voucher/de')
  })

  it('below the sublocale prefix and the desktop marker, in either order', () => {
    expect(routeOf('/fr/mein-konto/anmelden')).toBe('account-login/de')
    expect(routeOf('/d/mein-konto/anmelden')).toBe('account-login/de')
    expect(routeOf('/fr/d/mon-compte/connexion')).toBe('account-login/fr')
    expect(routeOf('/d/fr/mon-compte/connexion')).toBe('account-login/fr')
    expect(routeOf('/fr/d/warenkorb/schritt-2')).toBe('hand-off-basket/de')
    // Three segments before a page's path are no prefixes: a content path.
    expect(routeOf('/fr/d/x/mein-konto/anmelden')).toBe('routes/$')
    expect(matchRoutes(routes, '/fr/d/mon-compte/connexion')?.at(-1)?.route.id).toBe(
      'account-login/fr/2',
    )
  })

  it('hand-off kinds and themes own everything below their path; other pages only their path', () => {
    expect(routeOf('/warenkorb/schritt-2')).toBe('hand-off-basket/de')
    expect(routeOf('/basket/step-2')).toBe('hand-off-basket/en')
    expect(routeOf('/warenkorb')).toBe('hand-off-basket/de')
    expect(routeOf('/themes/fotokarte-1')).toBe('themes')
    expect(routeOf('/themes')).toBe('themes')
    expect(routeOf('/mein-konto/anmelden/mehr')).toBe('routes/$')
    expect(routeOf('/warenkorb-tipps')).toBe('routes/$')
  })

  it('aliases are pages of their own on a shared module; configurators by their exact path', () => {
    expect(routeOf('/products/calendar')).toBe('products-calendar')
    expect(routeOf('/configurator-photobook')).toBe('configurator-photobook')
    expect(routeOf('/configurator-unknown')).toBe('routes/$')
  })

  it('content paths, the home page and paths with resource routes of their own', () => {
    expect(routeOf('/')).toBe('routes/_index')
    expect(routeOf('/fotokalender')).toBe('routes/$')
    expect(routeOf('/magazin/fotokalender-tipps')).toBe('routes/$')
    // `/llms.txt` and `/consent-notice.js` have resource routes: no page route.
    expect(routeOf('/llms.txt')).toBe('routes/$')
  })

  it('route ids are unique', () => {
    const ids = pageRoutes(localisedPages).map((route) => route.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('the path table', () => {
  it('names a route module for every page with a view', async () => {
    const { existsSync } = await import('node:fs')
    for (const page of localisedPages.filter((page) => page.view))
      expect(existsSync(new URL(`../routes/${page.view}.tsx`, import.meta.url)), page.id).toBe(true)
  })

  it('has the special prefixes’ paths: accounts below the account prefix, hand-offs at theirs', () => {
    const paths = (id: string) => localisedPages.find((page) => page.id === id)!.paths
    for (const language of languages) {
      expect(paths('logout')[language]).toBe(specialPrefixes.logout[language])
      expect(paths('account')[language]).toBe(specialPrefixes.account[language])
      expect(
        paths('account-login')[language].startsWith(`${specialPrefixes.account[language]}/`),
      ).toBe(true)
      expect(paths('newsletter')[language]).toBe(specialPrefixes.newsletter[language])
      expect(paths('llms-txt')[language]).toBe(specialPrefixes.llmsTxt[language])
      for (const kind of handOffKinds)
        expect(paths(`hand-off-${kind}`)[language]).toBe(specialPrefixes[kind][language])
    }
  })
})

describe('customer-only pages', () => {
  it('are localised pages', () => {
    const ids = new Set(localisedPages.map((page) => page.id))
    expect(customerOnlyPageIds.filter((id) => !ids.has(id))).toEqual([])
  })
})
