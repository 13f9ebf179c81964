import { z } from 'zod'
import { labelColourOf } from '~/domain/site-chrome'
import { eventCodes } from '~/utils/event-codes'
import { compactCmsData } from './browser-data.server'
import { getStory } from './content.server'
import { logEvent } from './logger.server'
import { globalConfigRelations, relatedCardOf } from './story-relations.server'
import type { Market } from '~/domain/market'

/**
 * The global config as the chrome renders it (header, navigation, flyouts, burger, footer,
 * action bar), shaped here once per content version: the components read typed fields and
 * never re-check the story. A malformed field or list falls back to nothing (`catch`), never
 * to an empty chrome.
 */

/** Storyblok multilink, or a link to the other channel's shop of the same market. */
const LinkSchema = z.looseObject({
  linktype: z.string().optional().catch(undefined),
  url: z.string().optional().catch(undefined),
  cached_url: z.string().optional().catch(undefined),
  channel: z.enum(['cards', 'wallart']).optional().catch(undefined),
})
const AssetSchema = z.looseObject({ filename: z.string().nullish(), alt: z.string().nullish() })
/** A label colour, from the colour plugin or a plain string: a CSS hex colour or nothing. */
const ColourSchema = z.unknown().transform(labelColourOf)
const LabelSchema = z.looseObject({
  labelText: z.string().optional().catch(undefined),
  labelBackgroundColor: ColourSchema.optional().catch(undefined),
  labelTextColor: ColourSchema.optional().catch(undefined),
})
/** A text shown only when it says something. */
const TextSchema = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined))

const InfoItemSchema = z.looseObject({
  type: z.string().optional().catch(undefined),
  text: z.string().optional().catch(undefined),
  icon: z.string().optional().catch(undefined),
  link: LinkSchema.optional().catch(undefined),
})

const FlyoutItemSchema = z.looseObject({
  _uid: z.string().optional().catch(undefined),
  text: z.string().optional().catch(undefined),
  subnaviTitle: z.string().optional().catch(undefined),
  link: LinkSchema.optional().catch(undefined),
  asset: AssetSchema.optional().catch(undefined),
  linkOnlyImage: z.boolean().optional().catch(undefined),
  typeOverride: z.string().optional().catch(undefined),
  /** A featured story (relation `flyout-item.fullStoryData`), as a card. */
  fullStoryData: z
    .unknown()
    .transform((value) => relatedCardOf(value))
    .optional()
    .catch(undefined),
})

export type FlyoutGroup = {
  _uid?: string
  flyoutGroupIdentifier?: string
  flyoutGroupTitle?: string
  badge?: string
  type?: string
  flyoutGroupItems?: FlyoutItem[]
  flyoutGroupItemsCustom?: FlyoutItem[]
  subFlyoutGroups?: FlyoutGroup[]
}
const FlyoutGroupSchema: z.ZodType<FlyoutGroup, unknown> = z.lazy(() =>
  z.looseObject({
    _uid: z.string().optional().catch(undefined),
    flyoutGroupIdentifier: z.string().optional().catch(undefined),
    flyoutGroupTitle: z.string().optional().catch(undefined),
    badge: z.string().optional().catch(undefined),
    type: z.string().optional().catch(undefined),
    flyoutGroupItems: z.array(FlyoutItemSchema).optional().catch(undefined),
    flyoutGroupItemsCustom: z.array(FlyoutItemSchema).optional().catch(undefined),
    subFlyoutGroups: z.array(FlyoutGroupSchema).optional().catch(undefined),
  }),
)

export type NavItem = {
  _uid?: string
  text?: string
  link?: ContentLink
  icon?: string
  navigationType?: string
  subNaviOnly?: boolean
  isOnlyInBurgerNavigation?: boolean
  alwaysShowSubNavi?: boolean
  isHeadlineItem?: boolean
  categoryName?: string
  badge?: string
  label?: NavLabel
  subItems?: NavItem[]
  flyoutGroups?: FlyoutGroup[]
}
const NavigationItemSchema: z.ZodType<NavItem, unknown> = z.lazy(() =>
  z.looseObject({
    _uid: z.string().optional().catch(undefined),
    text: z.string().optional().catch(undefined),
    link: LinkSchema.optional().catch(undefined),
    icon: z.string().optional().catch(undefined),
    navigationType: z.string().optional().catch(undefined),
    subNaviOnly: z.boolean().optional().catch(undefined),
    isOnlyInBurgerNavigation: z.boolean().optional().catch(undefined),
    alwaysShowSubNavi: z.boolean().optional().catch(undefined),
    isHeadlineItem: z.boolean().optional().catch(undefined),
    categoryName: z.string().optional().catch(undefined),
    badge: z.string().optional().catch(undefined),
    label: LabelSchema.optional().catch(undefined),
    subItems: z.array(NavigationItemSchema).optional().catch(undefined),
    flyoutGroups: z.array(FlyoutGroupSchema).optional().catch(undefined),
  }),
)

const TextLinkSchema = z.looseObject({
  _uid: z.string().optional().catch(undefined),
  text: z.string().optional().catch(undefined),
  link: LinkSchema.optional().catch(undefined),
  icon: z.string().optional().catch(undefined),
  productMatrix: z.boolean().optional().catch(undefined),
})

export const GlobalConfigSchema = z.looseObject({
  logo: z
    .looseObject({ text: z.string().optional().catch(undefined), link: LinkSchema.optional() })
    .optional()
    .catch(undefined),
  shopLinks: z
    .array(
      z.looseObject({
        _uid: z.string().optional().catch(undefined),
        text: z.string().optional().catch(undefined),
        link: LinkSchema.optional().catch(undefined),
        // a CSS colour custom property in the header: a hex colour or nothing
        color: ColourSchema.optional(),
        icon: z.string().optional().catch(undefined),
      }),
    )
    .catch([])
    .default([]),
  header: z
    .looseObject({
      magazine: InfoItemSchema.optional().catch(undefined),
      service: InfoItemSchema.optional().catch(undefined),
      account: InfoItemSchema.optional().catch(undefined),
      cart: InfoItemSchema.optional().catch(undefined),
      serviceHotline: z.string().optional().catch(undefined),
    })
    .default({}),
  mainNavigation: z.array(NavigationItemSchema).catch([]).default([]),
  subNavigation: z
    .array(
      z.looseObject({
        navigationType: z.string().optional().catch(undefined),
        alwaysShowSubNavi: z.boolean().optional().catch(undefined),
        elements: z
          .array(
            z.looseObject({
              id: z.string().optional().catch(undefined),
              type: z.string().optional().catch(undefined),
              text: z.string().optional().catch(undefined),
              label: z.string().optional().catch(undefined),
              link: LinkSchema.optional().catch(undefined),
              image: AssetSchema.optional().catch(undefined),
            }),
          )
          .catch([])
          .default([]),
      }),
    )
    .catch([])
    .default([]),
  burger: z
    .looseObject({
      extraMenu: z.array(TextLinkSchema).catch([]).default([]),
      serviceHotline: TextSchema.optional().catch(undefined),
      serviceText: TextSchema.optional().catch(undefined),
      footer: z.array(TextLinkSchema).catch([]).default([]),
    })
    .catch({ extraMenu: [], footer: [] })
    .default({ extraMenu: [], footer: [] }),
  footer: z
    .looseObject({
      columns: z
        .array(
          z.looseObject({
            title: z.string().optional().catch(undefined),
            links: z.array(TextLinkSchema).catch([]).default([]),
          }),
        )
        .catch([])
        .default([]),
      legal: z.array(TextLinkSchema).catch([]).default([]),
      copyright: z.string().optional().catch(undefined),
    })
    .default({ columns: [], legal: [] }),
  /** The promotion line over the header: only with a text. */
  actionBar: TextLinkSchema.optional()
    .catch(undefined)
    .transform((bar) => (bar?.text?.trim() ? bar : undefined)),
  flags: z.array(z.string()).default([]),
})
export type GlobalConfig = z.infer<typeof GlobalConfigSchema>
export type ContentLink = z.infer<typeof LinkSchema>
export type Asset = z.infer<typeof AssetSchema>
export type NavLabel = z.infer<typeof LabelSchema>
export type FlyoutItem = z.infer<typeof FlyoutItemSchema>
export type TextLink = z.infer<typeof TextLinkSchema>
export type BurgerData = GlobalConfig['burger']

export const emptyGlobalConfig: GlobalConfig = GlobalConfigSchema.parse({})

/** Parsed configs per cached story content: a config is parsed once per content version. */
const parsedConfigs = new WeakMap<object, GlobalConfig>()

/**
 * Header, navigation and footer data of a market. A missing or malformed config is
 * logged and the page renders with an empty chrome instead of failing.
 */
export async function getGlobalConfig(market: Market): Promise<GlobalConfig> {
  try {
    const story = await getStory({
      channel: market.channel,
      locale: market.locale,
      slug: 'global-config',
      ...globalConfigRelations,
    })
    if (!story) {
      logEvent('warn', eventCodes.cmsPageNotFound, { slug: 'global-config', locale: market.locale })
      return emptyGlobalConfig
    }
    const content = story.content as object
    const known = parsedConfigs.get(content)
    if (known) return known
    const parsed = GlobalConfigSchema.safeParse(content)
    if (parsed.success) {
      if (content && typeof content === 'object') parsedConfigs.set(content, parsed.data)
      // Parsed once per content version: a layout without navigation is reported once.
      if (parsed.data.mainNavigation.length === 0)
        logEvent('warn', eventCodes.emptyHybridLayout, {
          slug: 'global-config',
          locale: market.locale,
        })
      return parsed.data
    }
    logEvent('error', eventCodes.hybridParseError, {
      slug: 'global-config',
      issue: parsed.error.issues[0]?.message,
    })
  } catch (error) {
    logEvent('warn', 'global-config-unavailable', { err: String(error) })
  }
  return emptyGlobalConfig
}

const views = new WeakMap<GlobalConfig, GlobalConfig>()

/**
 * What the browser gets of the global config: the same shape, without the CMS's
 * bookkeeping (block types, editor titles, asset metadata, link ids, empty texts, false
 * switches, a link's `cached_url` when it repeats its `url`) and without the flag names the
 * server evaluates. Made once per parsed config.
 */
export function chromeConfig(config: GlobalConfig): GlobalConfig {
  let view = views.get(config)
  if (!view) {
    view = { ...(compactCmsData(config, { chrome: true }) as GlobalConfig), flags: [] }
    views.set(config, view)
  }
  return view
}
