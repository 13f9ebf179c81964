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
})
