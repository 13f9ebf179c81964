import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { channels, locales } from './markets'
import { readStorefrontOrigins, storefrontUrlFor } from './storefront-origins'

const hostsFile = (name: string) =>
  fileURLToPath(new URL(`../../../config/${name}`, import.meta.url))

describe('e-mail links open the market they were asked for', () => {
  const fallback = 'http://fallback.invalid:4700'

  it.each(['hosts.json', 'hosts.production.example.json'])(
    '%s: every channel and locale has its own origin, none falls back to STOREFRONT_URL',
    (file) => {
      const origins = readStorefrontOrigins(hostsFile(file), 'http://localhost:4700')
      const seen = new Set<string>()
      for (const channel of channels)
        for (const locale of locales) {
          const origin = storefrontUrlFor(origins, fallback, { channel, country: locale.slice(3) })
          expect(origin, `${channel} ${locale}`).not.toBe(fallback)
          seen.add(origin)
        }
      // Two channels in the countries of the 17 locales: one origin each.
      expect(seen.size).toBe(2 * new Set(locales.map((l) => l.slice(3))).size)
    },
  )

  it('the British and American shops by their own hosts', () => {
    const origins = readStorefrontOrigins(hostsFile('hosts.json'), 'http://localhost:4700')
    expect(storefrontUrlFor(origins, fallback, { channel: 'cards', country: 'GB' })).toBe(
      'http://cards-uk.localhost:4700',
    )
    expect(storefrontUrlFor(origins, fallback, { channel: 'wallart', country: 'GB' })).toBe(
      'http://wallart-uk.localhost:4700',
    )
    expect(storefrontUrlFor(origins, fallback, { channel: 'cards', country: 'US' })).toBe(
      'http://cards-com.localhost:4700',
    )
  })

  it('the host the shopper asked on, when it is one of the market’s, else the market’s first', () => {
    const origins = readStorefrontOrigins(hostsFile('hosts.json'), 'http://localhost:4700')
    const cardsDe = { channel: 'cards' as const, country: 'DE' }
    const asked = (referer?: string) => storefrontUrlFor(origins, fallback, cardsDe, referer)
    expect(asked('http://cards-de.localhost:4700/mein-konto/passwort-vergessen')).toBe(
      'http://cards-de.localhost:4700',
    )
    expect(asked('http://localhost:4700/newsletter')).toBe('http://localhost:4700')
    // Another market's host, a foreign one or none: never followed.
    expect(asked('http://cards-at.localhost:4700/newsletter')).toBe('http://localhost:4700')
    expect(asked('https://evil.example/')).toBe('http://localhost:4700')
    expect(asked('not a url')).toBe('http://localhost:4700')
    expect(asked()).toBe('http://localhost:4700')
  })
})
