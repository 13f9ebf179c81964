import { describe, expect, it } from 'vitest'
import { resolveMarket } from './market.server'

function request(path: string, host = 'localhost:3000', headers: Record<string, string> = {}) {
  return new Request(`http://${host}${path}`, { headers: { host, ...headers } })
}

function market(path: string, host?: string, headers?: Record<string, string>) {
  const resolution = resolveMarket(request(path, host, headers))
  if (resolution.kind !== 'market')
    throw new Error(`expected a market, got a redirect to ${resolution.location}`)
  return resolution
}

describe('market resolution from host and path (shop-core §2, §3)', () => {
  it('localhost is the card channel’s .de market, de-DE, EUR, cm, web', () => {
    const { market: m, origin } = market('/')
    expect(m).toMatchObject({
      channel: 'cards',
      tld: 'de',
      locale: 'de-DE',
      currency: 'EUR',
      unit: 'cm',
      platform: 'web',
    })
    expect(origin).toBe('http://localhost:3000')
  })

  it('"The optional two-letter sublocale prefix (/fr/... on the .ch host is fr-CH)"', () => {
    const { market: m } = market('/fr/wandbilder', 'cards-ch.localhost:3000')
    expect(m).toMatchObject({
      locale: 'fr-CH',
      currency: 'CHF',
      contentLocale: 'fr-FR',
      sublocalePrefix: 'fr',
    })
  })

  it('"the desktop marker d (platform desktop), in either order"', () => {
    expect(market('/fr/d/x', 'cards-ch.localhost:3000').market).toMatchObject({
      locale: 'fr-CH',
      platform: 'desktop',
    })
    expect(market('/d/fr/x', 'cards-ch.localhost:3000').market).toMatchObject({
      locale: 'fr-CH',
      platform: 'desktop',
    })
    expect(market('/d/x', 'cards-ch.localhost:3000').market).toMatchObject({
      locale: 'de-CH',
      platform: 'desktop',
    })
  })

  it('"inch for en-US on the wall-art channel"', () => {
    expect(market('/', 'wallart-com.localhost:3000').market).toMatchObject({
      locale: 'en-US',
      unit: 'inch',
      currency: 'USD',
    })
    expect(market('/', 'cards-com.localhost:3000').market).toMatchObject({
      locale: 'en-US',
      unit: 'cm',
    })
  })

  it('"An unknown prefix redirects to /error" (302, naming the path asked for)', () => {
    const resolution = resolveMarket(request('/xy/foo?a=1'))
    expect(resolution).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/error?path=%2Fxy%2Ffoo%3Fa%3D1',
    })
  })

  it('"A prefix that belongs to another top-level domain redirects externally to the matching host with the same path"', () => {
    expect(resolveMarket(request('/it/stampa-foto?x=1', 'cards-ch.localhost:3000'))).toMatchObject({
      kind: 'market',
    })
    expect(resolveMarket(request('/nl/afdruk-op-canvas?x=1', 'wallart-de.localhost:3000'))).toEqual(
      {
        kind: 'redirect',
        status: 302,
        location: 'http://wallart-nl.localhost:3000/afdruk-op-canvas?x=1',
      },
    )
    // fr is carried by .ch, but by .fr as its default: on .de it goes to .fr.
    expect(resolveMarket(request('/fr/d/x'))).toMatchObject({
      location: 'http://cards-fr.localhost:3000/d/x',
    })
  })

  it('the default locale has no prefix: /de/x on .de redirects permanently to /x', () => {
    expect(resolveMarket(request('/de/fotokalender?x=1'))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/fotokalender?x=1',
    })
  })

  it('a hostile Host gets the default market and never appears in the origin', () => {
    const { market: m, origin } = market('/', 'evil.example:3000')
    expect(m).toMatchObject({ channel: 'cards', locale: 'de-DE' })
    expect(origin).not.toContain('evil')
    const malformed = resolveMarket(
      new Request('http://localhost:3000/', { headers: { host: 'a b<script>' } }),
    )
    // The configured origin, with the port the shop listens on (PORT, default 3000).
    expect(malformed).toMatchObject({ kind: 'market', origin: 'http://localhost:3000' })
  })

  it('the origin is the host table’s: a Host port never reaches canonical or alternate URLs', () => {
    expect(market('/', 'localhost:6666').origin).toBe('http://localhost:3000')
    expect(market('/', 'cards-ch.localhost:6666').origin).toBe('http://cards-ch.localhost:3000')
    expect(market('/', 'cards-ch.localhost').origin).toBe('http://cards-ch.localhost:3000')
    expect(
      resolveMarket(request('/nl/afdruk-op-canvas', 'wallart-de.localhost:6666')),
    ).toMatchObject({ location: 'http://wallart-nl.localhost:3000/afdruk-op-canvas' })
  })

  it('X-Forwarded-Host is ignored unless configured as trusted', () => {
    const { market: m, origin } = market('/', 'localhost:3000', {
      'x-forwarded-host': 'wallart-ch.localhost',
    })
    expect(m.channel).toBe('cards')
    expect(origin).toBe('http://localhost:3000')
  })

  it('is case-insensitive in the host name', () => {
    expect(market('/', 'WALLART-DE.LOCALHOST:3000').market.channel).toBe('wallart')
  })
})
