/**
 * Every market reads content that is right for its country: the stories of its
 * content folder as the Content Delivery API answers them for the market's content language
 * (fr-CH reads fr-fr in its `fr-ch` variant) name only the market's service hotline – the one
 * the shop's service data gives for its country – and only amounts in the market's currency;
 * page titles and descriptions name no price; the US wall-art shop speaks in inches.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  channels,
  contentLanguageOf,
  contentLocaleOf,
  countryOf,
  currencyOf,
  locales,
  unitOf,
  type Channel,
  type Currency,
  type Locale,
} from '../../app/domain/market'
import { localise } from '../../backend/src/content/present'
import { frontends } from '../../backend/src/product-data/data'

const stories = fileURLToPath(new URL('../../backend/content/stories', import.meta.url))

type Story = { full_slug: string; content: Record<string, unknown> }

function storiesOf(channel: Channel, locale: Locale): Story[] {
  const folder = join(stories, channel, contentLocaleOf(locale).toLowerCase())
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => {
      const story = JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')) as Story
      // as the API answers `language=…` (backend/src/content/present.ts)
      return {
        ...story,
        content: localise(story.content, contentLanguageOf(locale)) as Story['content'],
      }
    })
}

/** Every text value of a story, with the key it stands under. */
function textsOf(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }]
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => textsOf(v, k))
  return []
}

const hotlineOf = (locale: Locale) => frontends[countryOf(locale)]?.phone
const allHotlines = [...new Set(Object.values(frontends).map((f) => f.phone))]

/** An amount with a currency, by the currency it names. */
const amountPatterns: Record<Currency, RegExp> = {
  EUR: /\d\s?€|€\s?\d|\d\s?EUR\b|\bEUR\s?\d/,
  CHF: /\d\s?CHF\b|\bCHF\s?\d|\bFr\.\s?\d/,
  GBP: /£\s?\d|\d\s?GBP\b/,
  USD: /\$\s?\d|\d\s?USD\b|\bUS\$/,
}
/** Link targets and asset names are not text the shopper reads. */
const notText = new Set(['filename', 'url', 'cached_url', 'href', 'component', '_uid', 'linktype'])

/** Words of a delivery or sample-card text: such a description may name the market's terms. */
const serviceTerms =
  /versand|livraison|delivery|shipping|spedizione|envío|verzending|muster|sample|campione|muestra|proefkaart|échantillon/i

const markets = channels.flatMap((channel) => locales.map((locale) => ({ channel, locale })))

describe('content per market', () => {
  it('covers both channels in all 17 locales, each with its country’s hotline in the shop data', () => {
    expect(markets).toHaveLength(34)
    for (const locale of locales) expect(hotlineOf(locale), locale).toMatch(/^\+\d[\d ]+$/)
  })

  for (const { channel, locale } of markets) {
    describe(`${channel} ${locale}`, () => {
      const read = storiesOf(channel, locale)
      const own = hotlineOf(locale) as string
      const currency = currencyOf(locale)

      it('the header and the burger give the country’s hotline', () => {
        const config = read.find((story) => story.full_slug.endsWith('/global-config'))
        const content = config?.content as {
          header?: { serviceHotline?: string }
          burger?: { serviceHotline?: string }
        }
        expect(content?.header?.serviceHotline).toBe(own)
        expect(content?.burger?.serviceHotline).toBe(own)
      })

      it('no story names another country’s hotline', () => {
        const foreign = read.flatMap((story) =>
          textsOf(story.content)
            .filter(({ key }) => !notText.has(key))
            .flatMap(({ text }) =>
              allHotlines
                .filter((number) => number !== own && text.includes(number))
                .map((number) => `${story.full_slug}: ${number}`),
            ),
        )
        expect(foreign).toEqual([])
      })

      it('only Germany and Austria have federal states ("Bundesland")', () => {
        if (['DE', 'AT'].includes(countryOf(locale))) return
        const federal = read.flatMap((story) =>
          textsOf(story.content)
            .filter(({ text }) => /Bundesl(?:and|änder)/.test(text))
            .map(({ text }) => `${story.full_slug}: ${text.slice(0, 80)}`),
        )
        expect(federal).toEqual([])
      })

      it('every amount is in the market’s currency', () => {
        const others = Object.entries(amountPatterns).filter(([code]) => code !== currency)
        const wrong = read.flatMap((story) =>
          textsOf(story.content)
            .filter(({ key }) => !notText.has(key))
            .flatMap(({ key, text }) => {
              if (key === 'currencyHint')
                return text === currency ? [] : [`${story.full_slug}: ${text}`]
              return others
                .filter(([, pattern]) => pattern.test(text))
                .map(([code]) => `${story.full_slug} (${code}): ${text.slice(0, 80)}`)
            }),
        )
        expect(wrong).toEqual([])
      })

      it('titles name no amount; descriptions only the delivery and sample terms', () => {
        const priced = read.flatMap((story) => {
          const { title, description } = story.content
          const named = (value: unknown): value is string =>
            typeof value === 'string' && Object.values(amountPatterns).some((p) => p.test(value))
          return [
            ...(named(title) ? [`${story.full_slug} title: ${title}`] : []),
            ...(named(description) && !serviceTerms.test(description)
              ? [`${story.full_slug} description: ${description}`]
              : []),
          ]
        })
        expect(priced).toEqual([])
      })

      if (unitOf(locale, channel) === 'inch')
        it('titles and descriptions speak in inches', () => {
          const metric = read.flatMap((story) =>
            ['title', 'description']
              .map((field) => story.content[field])
              .filter(
                (value): value is string => typeof value === 'string' && /\d\s?cm\b/.test(value),
              )
              .map((value) => `${story.full_slug}: ${value}`),
          )
          expect(metric).toEqual([])
        })
    })
  }
})
