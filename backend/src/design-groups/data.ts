import { z } from 'zod'
import {
  photobookLaminations,
  photobookRefinements,
  type DesignCategoryData,
} from '../../../contracts/design-groups'
import { calendarTypes, channels, languages, photobookTypes } from '../../../contracts/vocabulary'
import { defaultCatalogue, type Catalogue } from '../prices/catalogue'
import data from './design-groups.json'
import type { Channel, Language } from '../market/markets'

/**
 * The reference shop's design groups: the data file `design-groups.json`, checked once
 * at start against the price catalogue, so a design the shop cannot price stops the backend
 * instead of answering a tile that leads nowhere. Photo-book templates and collage details come
 * from the price catalogue: one source for what the price calls and the design lists both say.
 */

const id = z.string().regex(/^[1-9]\d{0,9}$/)
const names = z.object(
  Object.fromEntries(languages.map((language) => [language, z.string().min(1)])) as Record<
    Language,
    z.ZodString
  >,
)
const channelList = z.array(z.enum(channels)).min(1)
const imageKey = z.string().regex(/^[0-9a-f]{10}\/[a-z0-9-]+\.jpg$/)

const category = z.object({
  categoryId: id,
  key: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  channels: channelList,
  name: names,
})

const DataSchema = z.object({
  about: z.string(),
  version: z.number(),
  imageBase: z.url(),
  categories: z.object({ photobook: z.array(category), collage: z.array(category) }),
  calendars: z.array(
    z.object({
      designGroupId: id,
      channels: channelList,
      image: imageKey,
      name: names,
      calendarTypes: z.array(z.enum(calendarTypes)).min(1),
      formatTypes: z.array(z.string()).min(1),
      startMonth: z.number().int().min(1).max(12).nullable(),
    }),
  ),
  photobooks: z.array(
    z.object({
      designGroupSetId: id,
      categoryId: id,
      channels: channelList,
      image: imageKey,
      name: names,
      photobookTypes: z.array(z.enum(photobookTypes)).min(1),
      laminationTypes: z.array(z.enum(photobookLaminations)).min(1),
      refinementTypes: z.array(z.enum(photobookRefinements)).min(1),
    }),
  ),
  collages: z.array(
    z.object({ designId: id, categoryId: id, channels: channelList, image: imageKey }),
  ),
})

export type DesignGroupFile = z.infer<typeof DataSchema>
export type DesignProduct = 'calendar' | 'photobook' | 'collage'

/** A category row: per channel, names per language. */
export type CategoryRow = {
  channel: Channel
  product: 'photobook' | 'collage'
  categoryId: string
  key: string
  names: Record<Language, string>
  position: number
}

/** A design-group row: per channel; `data` holds names per language and the product's fields. */
export type DesignGroupRow = {
  channel: Channel
  product: DesignProduct
  id: string
  categoryId: string | null
  data: Record<string, unknown> & { name: Record<Language, string> }
  position: number
}

export type DesignGroupSeed = { categories: CategoryRow[]; groups: DesignGroupRow[] }

function unique(values: readonly string[], what: string): void {
  const seen = new Set<string>()
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Invalid design groups: ${what} ${value} twice`)
    seen.add(value)
  }
}

/**
 * The rows of a data file (the repository's, or a test's variant) for a price catalogue; throws
 * with the first problem found.
 */
export function designGroupRows(value: unknown, catalogue: Catalogue): DesignGroupSeed {
  const parsed = DataSchema.safeParse(value)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')
    throw new Error(`Invalid design groups: ${problems}`)
  }
  const file = parsed.data
  const fail = (message: string): never => {
    throw new Error(`Invalid design groups: ${message}`)
  }
  const image = (key: string) => `${file.imageBase}${key}`

  const categories: CategoryRow[] = []
  for (const product of ['photobook', 'collage'] as const) {
    unique(
      file.categories[product].map((entry) => entry.categoryId),
      `${product} category`,
    )
    file.categories[product].forEach((entry, position) => {
      for (const channel of entry.channels)
        categories.push({
          channel,
          product,
          categoryId: entry.categoryId,
          key: entry.key,
          names: entry.name,
          position,
        })
    })
  }
  const hasCategory = (channel: Channel, product: 'photobook' | 'collage', categoryId: string) =>
    categories.some(
      (entry) =>
        entry.channel === channel && entry.product === product && entry.categoryId === categoryId,
    )
  const sold = (sellers: readonly string[], entryChannels: readonly Channel[], what: string) => {
    for (const channel of entryChannels)
      if (!sellers.includes(channel)) fail(`${what} on ${channel}, which does not sell it`)
  }

  const groups: DesignGroupRow[] = []
  unique(
    file.calendars.map((entry) => entry.designGroupId),
    'calendar design group',
  )
  file.calendars.forEach((entry, position) => {
    const what = `calendar design group ${entry.designGroupId}`
    sold(catalogue.calendars.channels, entry.channels, what)
    const offered = new Set<string>()
    for (const type of entry.calendarTypes) {
      const formats = Object.keys(catalogue.calendars.types[type]?.formats ?? {})
      const shared = entry.formatTypes.filter((format) => formats.includes(format))
      if (shared.length === 0) fail(`${what}: no format of ${type}`)
      for (const format of shared) offered.add(format)
    }
    for (const format of entry.formatTypes)
      if (!offered.has(format)) fail(`${what}: format ${format} fits none of its types`)
    const { channels: entryChannels, designGroupId, image: key, ...fields } = entry
    for (const channel of entryChannels)
      groups.push({
        channel,
        product: 'calendar',
        id: designGroupId,
        categoryId: null,
        data: { ...fields, image: image(key) },
        position,
      })
  })

  unique(
    file.photobooks.map((entry) => entry.designGroupSetId),
    'photo-book design group set',
  )
  file.photobooks.forEach((entry, position) => {
    const what = `photo-book design group set ${entry.designGroupSetId}`
    sold(catalogue.photobooks.channels, entry.channels, what)
    const templates = catalogue.photobooks.designGroupSets[entry.designGroupSetId]
    if (!templates) return fail(`${what}: no templates in the price catalogue`)
    for (const type of entry.photobookTypes)
      if (!catalogue.photobooks.types[type]) fail(`${what}: ${type} has no prices`)
    const { channels: entryChannels, designGroupSetId, categoryId, image: key, ...fields } = entry
    for (const channel of entryChannels) {
      if (!hasCategory(channel, 'photobook', categoryId))
        fail(`${what}: category ${categoryId} not on ${channel}`)
      groups.push({
        channel,
        product: 'photobook',
        id: designGroupSetId,
        categoryId,
        data: { ...fields, templates, image: image(key) },
        position,
      })
    }
  })

  unique(
    file.collages.map((entry) => entry.designId),
    'collage design',
  )
  file.collages.forEach((entry, position) => {
    const what = `collage design ${entry.designId}`
    sold(catalogue.collages.channels, entry.channels, what)
    const design = catalogue.collages.designs[entry.designId]
    if (!design) return fail(`${what}: not in the price catalogue`)
    for (const material of design.materialTypes) {
      const priced = Object.keys(catalogue.wallart.materials[material]?.formats ?? {})
      for (const format of design.formatTypes)
        if (!priced.includes(format)) fail(`${what}: ${material} has no price for ${format}`)
    }
    for (const channel of entry.channels) {
      if (!hasCategory(channel, 'collage', entry.categoryId))
        fail(`${what}: category ${entry.categoryId} not on ${channel}`)
      groups.push({
        channel,
        product: 'collage',
        id: entry.designId,
        categoryId: entry.categoryId,
        data: {
          name: design.name,
          image: image(entry.image),
          photoCount: design.photoCount,
          initialMaterialType: design.initialMaterialType,
          initialFormatType: design.initialFormatType,
        },
        position,
      })
    }
  })
  return { categories, groups }
}

/** The rows of the repository's data file and price catalogue. */
export const defaultDesignGroups: DesignGroupSeed = designGroupRows(data, defaultCatalogue)

/** A category as the answers carry it, in a language. */
export function categoryIn(row: CategoryRow, language: Language): DesignCategoryData {
  return { categoryId: row.categoryId, key: row.key, name: row.names[language] }
}
