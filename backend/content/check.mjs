#!/usr/bin/env node
// Checks the reference content (no dependencies):
//   node backend/content/check.mjs
// - every story file is valid JSON holding a Storyblok story object with all fields
// - ids and uuids are unique; full_slug matches the file path; slug is its last segment
// - the root component is `page` (or `global-config` for global-config stories)
// - every block has `_uid` and `component`, `_uid`s are unique within a story
// - every referenced asset exists under assets/ and has alt text; sizes stay in budget
// - alternates point to existing stories of the same channel and group
// - calculator blocks are well formed; redirect fields are well formed
// Exits 1 with a list of problems, 0 when everything passes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { libraryFiles } from './lib/product-images.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))
const STORIES = join(ROOT, 'stories')
const ASSETS = join(ROOT, 'assets')
const ASSET_URL =
  /^https:\/\/a\.storyblok\.com\/(f\/287465\/(\d+)x(\d+)\/[0-9a-f]{10}\/[a-z0-9-]+\.(jpg|png|webp|svg))$/
const CHANNELS = ['cards', 'wallart']
const LOCALES = [
  'de-ch',
  'de-de',
  'de-li',
  'en-gb',
  'en-us',
  'es-es',
  'fr-be',
  'fr-fr',
  'it-it',
  'nl-nl',
]
const STORY_FIELDS = [
  'id',
  'uuid',
  'name',
  'slug',
  'full_slug',
  'content',
  'published_at',
  'first_published_at',
  'created_at',
  'is_startpage',
  'parent_id',
  'group_id',
  'alternates',
  'translated_slugs',
  'default_full_slug',
  'tag_list',
  'position',
  'lang',
  'path',
  'sort_by_date',
  'release_id',
]
const BLOCK_FIELDS = ['teaser', 'uspTeaser', 'calculator', 'body']
const PRODUCTS = [
  'wallart',
  'calendar',
  'photobook',
  'card',
  'photoprint',
  'photobox',
  'collage',
  'photoframe',
]
const MAX_ASSET_BYTES = 160 * 1024
const MAX_TOTAL_BYTES = 6 * 1024 * 1024

const problems = []
const problem = (where, what) => problems.push(`${where}: ${what}`)

function walk(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

// ------------------------------------------------------------------ load
const stories = new Map() // full_slug -> story
for (const file of walk(STORIES)) {
  const rel = relative(STORIES, file)
  if (!rel.endsWith('.json')) {
    problem(rel, 'not a .json file')
    continue
  }
  let story
  try {
    story = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    problem(rel, `invalid JSON: ${error.message}`)
    continue
  }
  const expected = rel.slice(0, -'.json'.length).split('\\').join('/')
  if (story.full_slug !== expected)
    problem(rel, `full_slug "${story.full_slug}" does not match the path "${expected}"`)
  stories.set(expected, story)
}
if (stories.size === 0) problem('stories/', 'no stories found')

// ------------------------------------------------------------------ per story
const ids = new Map()
const uuids = new Map()
const referencedAssets = new Set()

function checkLink(where, value) {
  if (!value || typeof value !== 'object') return problem(where, 'link is not an object')
  if (!['url', 'story', 'shop', 'email', 'asset'].includes(value.linktype))
    problem(where, `unknown linktype ${value.linktype}`)
  if (value.linktype === 'shop' && !CHANNELS.includes(value.channel))
    problem(where, `shop link without a valid channel`)
  if (value.linktype === 'url' && value.url && !/^(\/|#|https:\/\/)/.test(value.url))
    problem(where, `link url "${value.url}" is neither a path, an anchor nor https`)
  if (value.linktype === 'url' && /^\/\//.test(value.url ?? ''))
    problem(where, 'protocol-relative link')
}

function checkNode(where, node, uids, slug) {
  if (Array.isArray(node)) return node.forEach((n, i) => checkNode(`${where}[${i}]`, n, uids, slug))
  if (!node || typeof node !== 'object') return
  if ('component' in node || '_uid' in node) {
    if (typeof node.component !== 'string' || !node.component)
      problem(where, 'block without component')
    if (typeof node._uid !== 'string' || !node._uid)
      problem(where, `block ${node.component} without _uid`)
    else if (uids.has(node._uid)) problem(where, `duplicate _uid ${node._uid}`)
    else uids.add(node._uid)
  }
  if (node.fieldtype === 'asset' || 'filename' in node) {
    const match = ASSET_URL.exec(node.filename ?? '')
    if (!match)
      problem(
        where,
        `asset filename "${node.filename}" is not a Storyblok asset URL of space 287465`,
      )
    else {
      referencedAssets.add(match[1])
      if (!existsSync(join(ASSETS, match[1])))
        problem(where, `asset file missing: assets/${match[1]}`)
    }
    if (typeof node.alt !== 'string' || node.alt.trim() === '')
      problem(where, 'asset without alt text')
  }
  if (node.fieldtype === 'multilink' || 'linktype' in node) checkLink(where, node)
  if (node.component === 'calculator') checkCalculator(where, node)
  if (node.type === 'doc' && !Array.isArray(node.content))
    problem(where, 'rich-text doc without content')
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === 'object') checkNode(`${where}.${key}`, value, uids, slug)
  }
}

function checkCalculator(where, c) {
  if (!PRODUCTS.includes(c.product)) problem(where, `calculator product "${c.product}" unknown`)
  if (!c.headline || !c.ctaText) problem(where, 'calculator without headline or ctaText')
  if (!Array.isArray(c.materials) || c.materials.length === 0)
    return problem(where, 'calculator without materials')
  for (const m of c.materials) {
    if (!m.value || !m.labelTranslationKey)
      problem(where, 'material without value or labelTranslationKey')
    if (!Array.isArray(m.formats) || m.formats.length === 0)
      problem(where, `material ${m.value} without formats`)
    else if (!m.formats.includes(m.initiallySelectedFormat))
      problem(where, `material ${m.value}: initiallySelectedFormat not in formats`)
  }
  for (const label of c.labels ?? []) {
    if (!Number.isInteger(label.index) || !label.text)
      problem(where, 'calculator label without index or text')
    if (label.index >= c.materials[0].formats.length)
      problem(where, `calculator label index ${label.index} out of range`)
  }
}

for (const [slug, story] of stories) {
  for (const field of STORY_FIELDS)
    if (!(field in story)) problem(slug, `missing story field ${field}`)
  if (!Number.isInteger(story.id)) problem(slug, 'id is not an integer')
  if (ids.has(story.id)) problem(slug, `id ${story.id} also used by ${ids.get(story.id)}`)
  ids.set(story.id, slug)
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(story.uuid ?? ''))
    problem(slug, 'uuid malformed')
  if (uuids.has(story.uuid))
    problem(slug, `uuid ${story.uuid} also used by ${uuids.get(story.uuid)}`)
  uuids.set(story.uuid, slug)
  if (story.slug !== slug.split('/').pop())
    problem(slug, `slug "${story.slug}" is not the last segment of full_slug`)

  const [channel, locale, ...rest] = slug.split('/')
  if (!CHANNELS.includes(channel)) problem(slug, `unknown channel folder ${channel}`)
  if (!LOCALES.includes(locale)) problem(slug, `unknown content-locale folder ${locale}`)
  if (rest.length === 0) problem(slug, 'story directly in a locale folder path')

  const content = story.content
  if (!content || typeof content !== 'object') {
    problem(slug, 'content missing')
    continue
  }
  const expectedRoot = rest.join('/') === 'global-config' ? 'global-config' : 'page'
  if (content.component !== expectedRoot)
    problem(slug, `root component is "${content.component}", expected "${expectedRoot}"`)
  if (expectedRoot === 'page') {
    if (!content.title) problem(slug, 'page without title')
    for (const field of BLOCK_FIELDS) {
      if (field in content && !Array.isArray(content[field]))
        problem(slug, `${field} is not a block list`)
      for (const block of content[field] ?? []) {
        if (!block || typeof block.component !== 'string' || typeof block._uid !== 'string')
          problem(slug, `${field} holds an entry without _uid/component`)
      }
    }
    if ('redirectTarget' in content || 'redirectStatus' in content) {
      if (!content.redirectTarget?.url) problem(slug, 'redirectTarget without url')
      if (![301, 302, 307, 308].includes(content.redirectStatus))
        problem(slug, `redirectStatus ${content.redirectStatus} is not a redirect code`)
    }
  }
  checkNode(`${slug}#content`, content, new Set(), slug)
}

// ------------------------------------------------------------------ alternates
for (const [slug, story] of stories) {
  const channel = slug.split('/')[0]
  const seen = new Set()
  for (const alt of story.alternates ?? []) {
    const target = stories.get(alt.full_slug)
    if (!target) {
      problem(slug, `alternate ${alt.full_slug} does not exist`)
      continue
    }
    if (target.id !== alt.id)
      problem(slug, `alternate ${alt.full_slug} has id ${alt.id}, the story has ${target.id}`)
    if (alt.full_slug.split('/')[0] !== channel)
      problem(slug, `alternate ${alt.full_slug} is in another channel`)
    if (alt.full_slug === slug) problem(slug, 'lists itself as an alternate')
    if (target.group_id !== story.group_id)
      problem(slug, `alternate ${alt.full_slug} has another group_id`)
    const altLocale = alt.full_slug.split('/')[1]
    if (seen.has(altLocale)) problem(slug, `two alternates in ${altLocale}`)
    seen.add(altLocale)
  }
  // symmetric: every story of the same group in the channel is listed
  for (const [other, o] of stories) {
    if (
      other !== slug &&
      o.group_id === story.group_id &&
      !(story.alternates ?? []).some((a) => a.full_slug === other)
    ) {
      problem(slug, `same group as ${other} but not listed in alternates`)
    }
  }
}

// ------------------------------------------------------------------ coverage
for (const channel of CHANNELS) {
  for (const locale of LOCALES) {
    for (const required of ['global-config', 'home', 'error']) {
      if (!stories.has(`${channel}/${locale}/${required}`))
        problem(`${channel}/${locale}`, `missing ${required}`)
    }
  }
}

// ------------------------------------------------------------------ media library
// The wall-art views and rooms are found by path (the storefront builds it), not by a story.
for (const { path } of libraryFiles()) {
  if (!existsSync(join(ASSETS, path))) problem(`assets/${path}`, 'media-library file missing')
  referencedAssets.add(path)
}

// ------------------------------------------------------------------ asset budget
let total = 0
for (const file of walk(ASSETS)) {
  const size = statSync(file).size
  total += size
  const rel = relative(ASSETS, file)
  if (size > MAX_ASSET_BYTES)
    problem(
      `assets/${rel}`,
      `${Math.round(size / 1024)} KB is over the ${MAX_ASSET_BYTES / 1024} KB budget`,
    )
  if (!referencedAssets.has(rel.split('\\').join('/')))
    console.warn(`note: assets/${rel} is not referenced by any story`)
}
if (total > MAX_TOTAL_BYTES)
  problem('assets/', `total ${(total / 1024 / 1024).toFixed(1)} MB is over 6 MB`)

// ------------------------------------------------------------------ report
if (problems.length) {
  console.error(`${problems.length} problem(s):`)
  for (const p of problems.slice(0, Number(process.env.CHECK_MAX ?? 200))) console.error(`  ${p}`)
  process.exit(1)
}
console.log(
  `ok: ${stories.size} stories, ${referencedAssets.size} assets (${(total / 1024 / 1024).toFixed(2)} MB)`,
)
