import { describe, expect, it } from 'vitest'
import { hrefOf, marketPath, type LinkContext } from './links'

const url = (path: string) => ({ linktype: 'url', url: path })

const cardsDe: LinkContext = {
  market: { platform: 'web', channel: 'cards', locale: 'de-DE' },
  shopOrigins: { cards: 'https://www.printhaus.de', wallart: 'https://www.wandbild.de' },
}
const wallartFrCh: LinkContext = {
  market: { platform: 'web', channel: 'wallart', locale: 'fr-CH', sublocalePrefix: 'fr' },
  shopOrigins: { cards: 'https://www.printhaus.ch', wallart: 'https://www.wandbild.ch' },
}
const guest: LinkContext = {
  ...cardsDe,
  guest: { customerOnly: ['/mein-konto', '/mein-konto/merkliste'], login: '/mein-konto/anmelden' },
}

describe('the shop’s own links land on a page, never on a redirect', () => {
  it('wall-art paths get the channel’s trailing slash, the sublocale home included', () => {
    expect(hrefOf(url('/leinwand'), wallartFrCh)).toBe('/fr/leinwand/')
    expect(hrefOf(url('/'), wallartFrCh)).toBe('/fr/')
    expect(marketPath('/', wallartFrCh.market)).toBe('/fr/')
    expect(hrefOf(url('/karten'), cardsDe)).toBe('/karten')
  })

  it('keeps query and anchor after the canonical path', () => {
    expect(hrefOf(url('/leinwand?format=30x40#calculator'), wallartFrCh)).toBe(
      '/fr/leinwand/?format=30x40#calculator',
    )
    expect(marketPath('/leinwand?format=30x40#calculator', wallartFrCh.market)).toBe(
      '/fr/leinwand/?format=30x40#calculator',
    )
    expect(marketPath('/leinwand#calculator', wallartFrCh.market)).toBe('/fr/leinwand/#calculator')
  })

  it('a designer hand-off carries the market’s locale, as the hand-off page would redirect to', () => {
    expect(hrefOf(url('/configurator-card'), cardsDe)).toBe('/configurator-card?locale=de-DE')
    expect(hrefOf(url('/configurator-card?locale=de-AT'), cardsDe)).toBe(
      '/configurator-card?locale=de-AT',
    )
  })

  it('a guest’s link to a customer-only page is the login page that returns there', () => {
    expect(hrefOf(url('/mein-konto'), guest)).toBe('/mein-konto/anmelden?redirectTo=%2Fmein-konto')
    expect(hrefOf(url('/mein-konto/merkliste/'), guest)).toBe(
      '/mein-konto/anmelden?redirectTo=%2Fmein-konto%2Fmerkliste',
    )
    expect(hrefOf(url('/mein-konto/merkliste?resume=1#list'), guest)).toBe(
      '/mein-konto/anmelden?redirectTo=%2Fmein-konto%2Fmerkliste%3Fresume%3D1',
    )
    expect(hrefOf(url('/mein-konto'), cardsDe)).toBe('/mein-konto')
  })

  it('a shop link names a page on the other channel’s domain, in the same locale', () => {
    const toWallart = { linktype: 'shop', channel: 'wallart' as const, url: '/bilderrahmen' }
    expect(hrefOf(toWallart, cardsDe)).toBe('https://www.wandbild.de/bilderrahmen/')
    const toCards = { linktype: 'shop', channel: 'cards' as const, url: '/calendrier-photo' }
    expect(hrefOf(toCards, wallartFrCh)).toBe('https://www.printhaus.ch/fr/calendrier-photo')
    expect(hrefOf({ linktype: 'shop', channel: 'cards' }, wallartFrCh)).toBe(
      'https://www.printhaus.ch/fr',
    )
    expect(hrefOf({ ...toCards, url: 'javascript:alert(1)' }, wallartFrCh)).toBe(
      'https://www.printhaus.ch/fr',
    )
  })

  it('with the other applications configured, their links go straight to them', () => {
    const configured: LinkContext = {
      ...wallartFrCh,
      apps: {
        shop: { origin: 'https://apps.example', paths: ['/panier', '/commandes'] },
        designer: 'https://designer.example',
      },
    }
    expect(hrefOf(url('/panier'), configured)).toBe('https://apps.example/fr/panier/')
    expect(hrefOf(url('/commandes/4711'), configured)).toBe(
      'https://apps.example/fr/commandes/4711/',
    )
    expect(hrefOf(url('/configurator-photobook'), configured)).toBe(
      'https://designer.example/configurator-photobook?locale=fr-CH',
    )
    expect(hrefOf(url('/configurator-collage?designId=13&locale=fr-CH'), configured)).toBe(
      'https://designer.example/configurator-collage?designId=13&locale=fr-CH',
    )
    expect(hrefOf(url('/leinwand'), configured)).toBe('/fr/leinwand/')
    // the embedded default: the hand-off pages answer themselves
    expect(hrefOf(url('/panier'), wallartFrCh)).toBe('/fr/panier/')
  })
})
