/**
 * No content page is hidden behind a shop path: in each of the 34 markets, no published story's
 * path is, or lies below, a localised shop page or special prefix of any language (the router
 * matches those in every market), a former prefix that now redirects, or a sublocale or platform
 * prefix. The one story a shop page reads itself is the error page's.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { localisedPages } from '../../app/domain/localised-pages'
import {
  channels,
  contentLocaleOf,
  languages,
  locales,
  type Channel,
  type Locale,
} from '../../app/domain/market'
import { platformMarkers } from '../../app/domain/paths'
import {
  formerSpecialPrefixes,
  specialPrefixes,
  specialPrefixKinds,
} from '../../app/domain/special-prefixes'

const stories = fileURLToPath(new URL('../../backend/content/stories', import.meta.url))

/** Stories a shop page asks for by slug rather than by path. */
const readByShopPages = new Set(['/error'])

function storyPathsOf(channel: Channel, locale: Locale): string[] {
  const folder = join(stories, channel, contentLocaleOf(locale).toLowerCase())
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => {
      const story = JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')) as {
        full_slug: string
      }
      // `cards/de-de/magazin/x` is the path `/magazin/x`
      return `/${story.full_slug.split('/').slice(2).join('/')}`
    })
}

/** Paths the shop answers itself, with what they belong to. */
const shopPaths: { path: string; owner: string; stringPrefix?: boolean }[] = [
  ...localisedPages.flatMap((page) =>
    Object.entries(page.paths).map(([language, path]) => ({
      path,
      owner: `${page.id} (${language})`,
    })),
  ),
  ...specialPrefixKinds
    // the magazine's articles are content stories below its prefix
    .filter((kind) => kind !== 'magazine')
    .flatMap((kind) =>
      languages.map((language) => ({
        path: specialPrefixes[kind][language],
        owner: `special prefix ${kind} (${language})`,
        stringPrefix: specialPrefixes[kind][language].endsWith('-'),
      })),
    ),
  ...formerSpecialPrefixes.map(({ kind, prefix }) => ({
    path: `${prefix}/`,
    // `/paiement/` itself is the page on the channel whose paths end in a slash
    owner: `former ${kind} prefix, redirected`,
    stringPrefix: true,
  })),
]

function collisionsOf(path: string): string[] {
  if (readByShopPages.has(path)) return []
  const found = shopPaths
    .filter((shop) =>
      shop.stringPrefix
        ? path.startsWith(shop.path) && path !== shop.path
        : path === shop.path || path.startsWith(`${shop.path}/`),
    )
    .map((shop) => `${path} is ${shop.owner}`)
  const first = path.split('/')[1] ?? ''
  if ((languages as readonly string[]).includes(first) || first === platformMarkers.desktop)
    found.push(`${path} starts with a prefix the router reads as locale or platform`)
  if (first === platformMarkers.web) found.push(`${path} starts with the web platform marker`)
  return found
}

describe('content and shop paths never collide', () => {
  it('knows the shop paths', () => {
    expect(shopPaths.length).toBeGreaterThan(200)
  })

  for (const channel of channels)
    for (const locale of locales)
      it(`${channel} ${locale}: every story is reachable at its path`, () => {
        const paths = storyPathsOf(channel, locale)
        expect(paths.length).toBeGreaterThan(30)
        expect(paths.flatMap(collisionsOf)).toEqual([])
      })

  it('the check finds a collision', () => {
    expect(collisionsOf('/paiement')).toEqual([])
    expect(collisionsOf('/kasse')).toEqual(['/kasse is hand-off-checkout (de)', expect.any(String)])
    expect(collisionsOf('/paiement/x')).toContain(
      '/paiement/x is former checkout prefix, redirected',
    )
    expect(collisionsOf('/configurator-foo')).toContain(
      '/configurator-foo is special prefix configurator (de)',
    )
    expect(collisionsOf('/fr/kontakt')).toHaveLength(1)
  })
})
