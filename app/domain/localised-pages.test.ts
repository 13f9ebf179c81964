import { describe, expect, it } from 'vitest'
import { customerOnlyPageIds } from './customer'
import { localisedPageOf, localisedPages } from './localised-pages'
import { languages } from './market'

describe('localisedPageOf: the one look-up of the splat route', () => {
  it('finds every page by each language’s path, the market’s language first', () => {
    for (const page of localisedPages) {
      for (const language of languages)
        expect(
          localisedPageOf(page.paths[language], language)?.paths[language],
          `${page.id} ${language}`,
        ).toBe(page.paths[language])
    }
    expect(localisedPageOf('/mein-konto/anmelden', 'de')?.id).toBe('account-login')
    expect(localisedPageOf('/mon-compte/connexion', 'fr')?.id).toBe('account-login')
  })

  it('finds another language’s path too (the page redirects to its own), with or without a trailing slash', () => {
    expect(localisedPageOf('/my-account/login', 'de')?.id).toBe('account-login')
    expect(localisedPageOf('/mein-konto/anmelden/', 'de')?.id).toBe('account-login')
    expect(localisedPageOf('/geschenkgutschein', 'fr')?.id).toBe('gift-voucher')
  })

  it('hand-off kinds and themes own everything below their path; other pages only their path', () => {
    expect(localisedPageOf('/warenkorb/schritt-2', 'de')).toMatchObject({
      id: 'hand-off-basket',
      view: 'hand-off',
    })
    expect(localisedPageOf('/basket/step-2', 'de')).toMatchObject({
      id: 'hand-off-basket',
      view: 'hand-off',
    })
    expect(localisedPageOf('/themes/fotokarte-1', 'de')).toMatchObject({
      id: 'themes',
      view: 'theme',
    })
    expect(localisedPageOf('/themes', 'de')).toMatchObject({ id: 'themes', view: 'theme' })
    expect(localisedPageOf('/mein-konto/anmelden/mehr', 'de')).toBeUndefined()
    expect(localisedPageOf('/warenkorb-tipps', 'de')).toBeUndefined()
  })

  it('aliases are pages of their own on a shared view; configurators by their exact path', () => {
    expect(localisedPageOf('/products/calendar', 'de')).toMatchObject({
      id: 'products-calendar',
      view: 'products',
    })
    expect(localisedPageOf('/products', 'de')).toMatchObject({ id: 'products', view: 'products' })
    expect(localisedPageOf('/configurator-photobook', 'it')).toMatchObject({
      id: 'configurator-photobook',
      view: 'configurator',
    })
    expect(localisedPageOf('/configurator-unknown', 'it')).toBeUndefined()
  })

  it('content paths, the home page and resource paths without a view', () => {
    expect(localisedPageOf('/', 'de')).toBeUndefined()
    expect(localisedPageOf('/fotokalender', 'de')).toBeUndefined()
    expect(localisedPageOf('/llms.txt', 'de')).toMatchObject({ id: 'llms-txt' })
    expect(localisedPageOf('/llms.txt', 'de')?.view).toBeUndefined()
  })
})

describe('customer-only pages', () => {
  it('are localised pages', () => {
    const ids = new Set(localisedPages.map((page) => page.id))
    expect(customerOnlyPageIds.filter((id) => !ids.has(id))).toEqual([])
  })
})
