import { languageOf, type Channel, type Language, type Locale } from '../market/markets'
import occasions from './occasions.json'
import type { SearchResultKind } from '../../../contracts/search'
import type { StoryRecord } from '../content/store'

/**
 * What the search index holds for one market: documents built from content stories, card themes,
 * designs and photo boxes. Pure functions over the data the backend already has; the index
 * (search-index.ts) stores them.
 */

export type SearchDocument = {
  kind: SearchResultKind
  /** Weighted highest: the page's or design's name. */
  title: string
  /** Weighted next: the meta title, headline, occasion or product names. */
  keywords: string
  body: string
  path: string
  /** The short text a result shows. */
  summary: string
  image: string | null
  /** bm25 is multiplied by it: pages 2, single designs and articles with a page of their own 1. */
  boost: number
}

/** Where a market reads its stories: the folder and the field-level variant it asks for. */
export type StorySource = { channel: Channel; folder: string; variant: string }

/** Pages no shopper searches for: configuration, the error page and the start page. */
const SKIPPED_SLUGS = new Set(['global-config', 'error', 'home'])
/** Demo and test pages of the reference content. */
const DEMO_SLUGS = new Set([
  'ab-test-demo',
  'component-fallback-demo',
  'block-showcase',
  'feed-calendar',
])
/** Blocks whose text repeats on many pages or is no prose (navigation, calculators, forms). */
const SKIPPED_BLOCKS = new Set([
  'usp-teaser',
  'usp-item',
  'breadcrumb',
  'newsletter',
  'calculator',
  'sub-navigation',
  'sub-navigation-element',
  'navigation-item',
  'card-list',
  'related-pages',
  'countdown',
  'ab-test',
])
/** Fields holding prose inside blocks (rich text's text nodes are `text`). */
const TEXT_FIELDS = new Set([
  'headline',
  'subline',
  'text',
  'question',
  'answer',
  'title',
  'description',
  'cta_text',
  'ctaText',
])
/** Page fields that are metadata, not text. */
const PAGE_SKIPPED_FIELDS = new Set([
  'title',
  'description',
  'breadcrumbs',
  'uspTeaser',
  'ogImages',
])
/** Navigation areas that are no product: the magazine and the business customers' page. */
const NON_PRODUCT_NAVIGATION = new Set(['magazine', 'business'])
const SUMMARY_LENGTH = 180

type Fields = Record<string, unknown>

/** A field in the market's variant (`text__i18n__de-at`) or else the folder's value. */
function field(value: Fields, name: string, variant: string): unknown {
  return value[`${name}__i18n__${variant}`] ?? value[name]
}

function stringField(value: Fields, name: string, variant: string): string {
  const found = field(value, name, variant)
  return typeof found === 'string' ? found.trim() : ''
}

/** Every prose string of a block tree, in order, skipping repeated and non-prose blocks. */
function proseOf(value: unknown, variant: string, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) proseOf(item, variant, into)
    return
  }
  if (value === null || typeof value !== 'object') return
  const fields = value as Fields
  if (typeof fields.component === 'string' && SKIPPED_BLOCKS.has(fields.component)) return
  // Pictures and links carry titles and names that are no page text.
  if (fields.fieldtype === 'asset' || fields.fieldtype === 'multilink') return
  for (const [name, child] of Object.entries(fields)) {
    if (name.includes('__i18n__')) continue
    if (typeof child === 'string') {
      if (TEXT_FIELDS.has(name)) {
        const text = stringField(fields, name, variant)
        if (text) into.push(text)
      }
    } else proseOf(child, variant, into)
  }
}

/** The first sentences of a text, cut at a word within the summary length. */
export function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= SUMMARY_LENGTH) return flat
  const cut = flat.slice(0, SUMMARY_LENGTH)
  const space = cut.lastIndexOf(' ')
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`
}

/** The meta title without the shop's name (`Hochzeitskarten … | Printhaus`). */
function bareTitle(title: string): string {
  return title.replace(/\s*[|–]\s*[^|–]*$/, '').trim() || title
}

function imageOf(content: Fields): string | null {
  const candidates = [
    ...(Array.isArray(content.ogImages) ? content.ogImages : []),
    ...(Array.isArray(content.teaser)
      ? (content.teaser as Fields[]).map((teaser) => teaser?.image)
      : []),
  ] as (Fields | undefined)[]
  for (const candidate of candidates) {
    const filename = candidate?.filename
    if (typeof filename === 'string' && /^https:\/\//.test(filename)) return filename
  }
  return null
}

/**
 * A story as a search document for a market, or null when the search leaves it out: another
 * folder, unpublished, a redirect, `noindex`, configuration, the start or error page, a demo.
 */
export function storyDocument(record: StoryRecord, source: StorySource): SearchDocument | null {
  const prefix = `${source.channel}/${source.folder}/`
  if (!record.fullSlug.startsWith(prefix) || !record.published) return null
  const slug = record.fullSlug.slice(prefix.length)
  if (SKIPPED_SLUGS.has(slug) || DEMO_SLUGS.has(slug)) return null
  const content = record.raw.content as Fields | undefined
  if (!content || content.component !== 'page') return null
  if (content.redirectTarget) return null
  const robots = stringField(content, 'robots', source.variant)
  if (/\bnoindex\b/i.test(robots)) return null

  const { variant } = source
  const metaTitle = stringField(content, 'title', variant)
  const description = stringField(content, 'description', variant)
  const teaser = (Array.isArray(content.teaser) ? content.teaser[0] : undefined) as
    Fields | undefined
  const headline = teaser ? stringField(teaser, 'headline', variant) : ''
  const subline = teaser ? stringField(teaser, 'subline', variant) : ''
  const name = typeof record.raw.name === 'string' ? record.raw.name.trim() : ''
  const title = name || bareTitle(metaTitle) || headline || slug
  const prose: string[] = []
  for (const [key, value] of Object.entries(content))
    if (!PAGE_SKIPPED_FIELDS.has(key) && typeof value === 'object') proseOf(value, variant, prose)

  const navigation = stringField(content, 'activeNavigation', variant)
  const kind: SearchResultKind =
    navigation === 'magazine' && slug.includes('/')
      ? 'article'
      : navigation && !NON_PRODUCT_NAVIGATION.has(navigation)
        ? 'product'
        : 'service'
  return {
    kind,
    title,
    keywords: [bareTitle(metaTitle), headline].filter(Boolean).join(' \n '),
    body: [description, ...prose].join(' \n '),
    path: `/${slug}`,
    summary: summaryOf(description || subline || prose.join(' ')),
    image: imageOf(content),
    boost: 2,
  }
}

/** The story folder and variant of a market locale, as the storefront asks the content API. */
export function storySource(
  channel: Channel,
  locale: Locale,
  folderOf: (locale: Locale) => string,
): StorySource {
  const folder = folderOf(locale)
  return {
    channel,
    folder,
    variant: folder === locale.toLowerCase() ? languageOf(locale) : locale.toLowerCase(),
  }
}

// ---------------------------------------------------------------------------------------
// Themes, designs and photo boxes
// ---------------------------------------------------------------------------------------

type Words = Readonly<Record<Language, string>>

/** What a design is, in the market's language (a result's text and extra search words). */
export const designWords = {
  card: {
    de: 'Kartendesign',
    en: 'Card design',
    es: 'Diseño de tarjeta',
    fr: 'Modèle de carte',
    it: 'Design di biglietto',
    nl: 'Kaartontwerp',
  },
  cardKeywords: {
    de: 'Karte Karten',
    en: 'card cards',
    es: 'tarjeta tarjetas',
    fr: 'carte cartes',
    it: 'biglietto biglietti',
    nl: 'kaart kaarten',
  },
  calendar: {
    de: 'Fotokalender-Design',
    en: 'Photo calendar design',
    es: 'Diseño de calendario de fotos',
    fr: 'Modèle de calendrier photo',
    it: 'Design di calendario fotografico',
    nl: 'Fotokalenderontwerp',
  },
  photobook: {
    de: 'Fotobuch-Design',
    en: 'Photo book design',
    es: 'Diseño de fotolibro',
    fr: 'Modèle de livre photo',
    it: 'Design di fotolibro',
    nl: 'Fotoboekontwerp',
  },
  collage: {
    de: 'Fotocollage-Design',
    en: 'Photo collage design',
    es: 'Diseño de collage de fotos',
    fr: 'Modèle de collage photo',
    it: 'Design di collage fotografico',
    nl: 'Fotocollageontwerp',
  },
} as const satisfies Record<string, Words>

const occasionNames = occasions as Readonly<Record<string, Words>>

export type ThemeSource = {
  themeId: string
  occasion: string
  names: Partial<Record<Language, string>>
}

/** A card theme: its page `/themes/{id}`, found by its name and its occasion. */
export function themeDocument(theme: ThemeSource, language: Language): SearchDocument | null {
  const title = theme.names[language]
  if (!title) return null
  const occasion = occasionNames[theme.occasion]?.[language] ?? ''
  const kindText = designWords.card[language]
  return {
    kind: 'theme',
    title,
    keywords: [occasion, designWords.cardKeywords[language]].filter(Boolean).join(' '),
    body: '',
    path: `/themes/${encodeURIComponent(theme.themeId)}`,
    summary: occasion ? `${kindText} · ${occasion}` : kindText,
    image: null,
    boost: 1,
  }
}

export type DesignSource = {
  product: 'calendar' | 'photobook' | 'collage'
  id: string
  names: Partial<Record<Language, string>>
  category: Partial<Record<Language, string>> | null
  image: string | null
}

/** The product page of a design, as `/products` reads it. */
export function designPath(product: DesignSource['product'], id: string): string {
  const value = encodeURIComponent(id)
  if (product === 'calendar') return `/products?designGroupId=${value}`
  if (product === 'photobook') return `/products?type=photobook&designGroupSetId=${value}`
  return `/products?type=collage&designId=${value}`
}

/** A calendar, photo-book or collage design: its product page, found by name and category. */
export function designDocument(design: DesignSource, language: Language): SearchDocument | null {
  const title = design.names[language]
  if (!title) return null
  const what = designWords[design.product][language]
  const category = design.category?.[language] ?? ''
  return {
    kind: 'product',
    title,
    keywords: [what, category].filter(Boolean).join(' '),
    body: '',
    path: designPath(design.product, design.id),
    summary: category ? `${what} · ${category}` : what,
    image: design.image,
    boost: 1,
  }
}

export type ProductTextSource = {
  path: string
  name: string
  description: string
  image: string | null
}

/** An article with a product page of its own (a photo box size). */
export function productTextDocument(product: ProductTextSource): SearchDocument {
  return {
    kind: 'product',
    title: product.name,
    keywords: '',
    body: product.description,
    path: product.path,
    summary: summaryOf(product.description),
    image: product.image,
    boost: 1,
  }
}
