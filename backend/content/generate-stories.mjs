#!/usr/bin/env node
// Generates backend/content/stories/{channel}/{locale}/{slug}.json from the copy modules in
// copy/ and the page templates in lib/. Deterministic: ids, uuids, _uids and timestamps are
// derived from the slugs, so running it twice gives identical files.
//
//   node backend/content/generate-stories.mjs
//
// Edit the copy (copy/{lang}.mjs) or the templates, then regenerate and run check.mjs.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { catalogueProblems } from './lib/catalogue.mjs'
import { idFrom, timestampFrom, uuidFrom } from './lib/ids.mjs'
import { CHANNELS, LOCALES, MARKETS, VARIANTS } from './lib/markets.mjs'
import { pagesFor } from './lib/pages.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))
// STORIES_OUT: write elsewhere (the test that the committed stories are the generator's output)
const STORIES = process.env.STORIES_OUT ?? join(ROOT, 'stories')
const COPY = {}
for (const lang of ['de', 'en', 'es', 'fr', 'it', 'nl']) {
  const file = join(ROOT, 'copy', `${lang}.mjs`)
  if (existsSync(file)) COPY[lang] = (await import(file)).default
  else console.warn(`copy/${lang}.mjs missing: its locales are skipped`)
}
const CATALOGUE = {}
for (const lang of Object.keys(COPY)) {
  const file = join(ROOT, 'copy', 'catalogue', `${lang}.mjs`)
  if (existsSync(file)) CATALOGUE[lang] = (await import(file)).default
  else console.warn(`copy/catalogue/${lang}.mjs missing: its catalogue pages are skipped`)
}

// ---------------------------------------------------------------- spelling variants

/** Swiss Standard German writes ss instead of ß. */
function swiss(text) {
  return text.replace(/ß/g, 'ss')
}

const US_SPELLING = [
  [/personalis(e|ed|es|ing|ation)\b/g, 'personaliz$1'],
  [/Personalis(e|ed|es|ing|ation)\b/g, 'Personaliz$1'],
  [/customis(e|ed|es|ing)\b/g, 'customiz$1'],
  [/Customis(e|ed|es|ing)\b/g, 'Customiz$1'],
  [/organis(e|ed|es|ing|er|ers)\b/g, 'organiz$1'],
  [/realis(e|ed|es)\b/g, 'realiz$1'],
  [/recognis(e|ed|es)\b/g, 'recogniz$1'],
  [/colour/g, 'color'],
  [/Colour/g, 'Color'],
  [/favourite/g, 'favorite'],
  [/Favourite/g, 'Favorite'],
  [/centre/g, 'center'],
  [/Centre/g, 'Center'],
  [/metre/g, 'meter'],
  [/aluminium/g, 'aluminum'],
  [/Aluminium/g, 'Aluminum'],
  [/\bgrey\b/g, 'gray'],
  [/\bGrey\b/g, 'Gray'],
  [/catalogue/g, 'catalog'],
  [/travell(ed|ing|er)/g, 'travel$1'],
  [/enquir(y|ies)/g, 'inquir$1'],
  [/\bmounts\b/g, 'mats'],
  [/\bmount\b/g, 'mat'],
  [/\bcheque/g, 'check'],
  [/\bmatt\b/g, 'matte'],
  [/\bMatt\b/g, 'Matte'],
  [/working days/g, 'business days'],
  [/\bholiday (photo|pictures|snaps)/g, 'vacation $1'],
]

function american(text) {
  return US_SPELLING.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text)
}

/** Keys whose values are names, not text: asset files, components, link targets. */
const NOT_TEXT = new Set(['filename', 'component', 'url', 'cached_url', 'href'])

/** Applies a string transform to every text value, leaving names and link targets alone. */
function deepMap(value, fn, key) {
  if (typeof value === 'string') return NOT_TEXT.has(key) ? value : fn(value)
  if (Array.isArray(value)) return value.map((v) => deepMap(v, fn))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepMap(v, fn, k)]))
  }
  return value
}

// ---------------------------------------------------------------- story assembly

/** Gives every block a deterministic `_uid` (first key, as Storyblok writes it). */
function withUids(value, seed) {
  if (Array.isArray(value)) return value.map((v, i) => withUids(v, `${seed}.${i}`))
  if (value && typeof value === 'object') {
    const mapped = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withUids(v, `${seed}.${k}`)]),
    )
    if (typeof value.component === 'string' && !value._uid)
      return { _uid: uuidFrom(`uid:${seed}`), ...mapped }
    return mapped
  }
  return value
}

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * Stores what a variant market's copy says differently as field-level translations
 * (`{field}__i18n__{code}`) beside the folder's own values, in place. The two trees must
 * have the same blocks: a variant changes values, not the page's structure.
 */
function addVariant(base, variant, code, where) {
  for (const key of Object.keys(base)) {
    if (key.includes('__i18n__')) continue
    if (!(key in variant)) throw new Error(`${where}.${key}: missing in ${code}`)
    const b = base[key]
    const v = variant[key]
    if (JSON.stringify(b) === JSON.stringify(v)) continue
    if (isPlainObject(b) && isPlainObject(v)) addVariant(b, v, code, `${where}.${key}`)
    else if (
      Array.isArray(b) &&
      Array.isArray(v) &&
      b.length === v.length &&
      b.every(isPlainObject) &&
      v.every(isPlainObject)
    )
      b.forEach((item, i) => addVariant(item, v[i], code, `${where}.${key}.${i}`))
    else base[`${key}__i18n__${code}`] = v
  }
  for (const key of Object.keys(variant))
    if (!(key in base)) throw new Error(`${where}.${key}: only in ${code}`)
}

/** A market's pages with their blocks' uids and spelling variant applied. */
function marketPages(channel, locale, market) {
  // The copy knows the channel it is written for: amounts such as the free-shipping threshold
  // differ per channel (ADR 010).
  const copy = COPY[market.lang]({ ...market, channel })
  const cat = CATALOGUE[market.lang]?.({ ...market, channel }, copy)
  const problems = cat ? catalogueProblems(cat) : []
  if (problems.length) throw new Error(`${locale} catalogue: ${problems.join(', ')}`)
  const folder = VARIANTS[locale]?.reads ?? locale
  return pagesFor(channel, folder, copy, market, cat).map((p) => {
    const fullSlug = `${channel}/${folder}/${p.slug}`
    let content = withUids(p.content, fullSlug)
    let name = p.name
    let tags = p.tags ?? []
    if (market.swiss) [content, name, tags] = deepMap([content, name, tags], swiss)
    if (market.us) [content, name, tags] = deepMap([content, name, tags], american)
    return { page: p, fullSlug, content, name, tags }
  })
}

function folderOf(fullSlug) {
  return fullSlug.split('/').slice(0, -1).join('/')
}

function buildAll() {
  const specs = []
  for (const channel of CHANNELS) {
    for (const locale of LOCALES) {
      const market = MARKETS[locale]
      if (!COPY[market.lang]) continue
      const pages = marketPages(channel, locale, market)
      const variants = Object.entries(VARIANTS)
        .filter(([, variant]) => variant.reads === locale)
        .map(([code, variant]) => [code, marketPages(channel, code, variant)])
      pages.forEach(({ page: p, fullSlug, content, name, tags }, index) => {
        for (const [code, variantPages] of variants) {
          const twin = variantPages[index]
          if (twin?.fullSlug !== fullSlug) throw new Error(`${code}: no twin of ${fullSlug}`)
          addVariant(content, twin.content, code, fullSlug)
        }
        specs.push({ channel, locale, index, page: p, fullSlug, content, name, tags })
      })
    }
  }

  const stories = specs.map((s) => {
    const createdAt = timestampFrom(`created:${s.fullSlug}`, '2026-08-01T07:00:00.000Z', 30)
    const firstPublishedAt = timestampFrom(`first:${s.fullSlug}`, '2026-09-01T07:00:00.000Z', 30)
    const publishedAt = timestampFrom(`published:${s.fullSlug}`, '2026-10-15T07:00:00.000Z', 30)
    return {
      spec: s,
      story: {
        name: s.name,
        created_at: createdAt,
        published_at: publishedAt,
        id: idFrom(`story:${s.fullSlug}`),
        uuid: uuidFrom(`story:${s.fullSlug}`),
        content: s.content,
        slug: s.fullSlug.split('/').pop(),
        full_slug: s.fullSlug,
        sort_by_date: s.page.sortByDate ?? null,
        position: s.index * 10,
        tag_list: s.tags,
        is_startpage: false,
        parent_id: idFrom(`folder:${folderOf(s.fullSlug)}`),
        meta_data: null,
        group_id: uuidFrom(`group:${s.channel}:${s.page.key}`),
        first_published_at: firstPublishedAt,
        release_id: null,
        lang: 'default',
        path: null,
        alternates: [],
        default_full_slug: null,
        translated_slugs: null,
      },
    }
  })

  // alternates: the same page (group) in the channel's other content locales
  for (const { spec, story } of stories) {
    story.alternates = stories
      .filter(
        (o) =>
          o.spec.channel === spec.channel &&
          o.spec.page.key === spec.page.key &&
          o.spec.locale !== spec.locale,
      )
      .map(({ story: o }) => ({
        id: o.id,
        name: o.name,
        slug: o.slug,
        published: true,
        full_slug: o.full_slug,
        is_folder: false,
        parent_id: o.parent_id,
      }))
  }
  return stories.map((s) => s.story)
}

const stories = buildAll()
rmSync(STORIES, { recursive: true, force: true })
for (const story of stories) {
  const file = join(STORIES, `${story.full_slug}.json`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(story, null, 2)}\n`)
}

const counts = {}
for (const s of stories) {
  const folder = s.full_slug.split('/').slice(0, 2).join('/')
  counts[folder] = (counts[folder] ?? 0) + 1
}
console.log(`wrote ${stories.length} stories`)
for (const [folder, n] of Object.entries(counts)) console.log(`  ${folder.padEnd(14)} ${n}`)
