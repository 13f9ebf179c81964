import { z } from 'zod'
import { labelColourOf } from '~/domain/site-chrome'
import { compactCmsData } from './browser-data.server'
import { getStory } from './content.server'
import { logEvent } from './logger.server'
import type { Market } from '~/domain/market'

/**
 * The global config as the chrome renders it (header, navigation, flyouts, burger, footer,
 * action bar), shaped here once per content version: the components read typed fields and
 * never re-check the story. A malformed part falls back to nothing, not to a failed page.
 */

/** Storyblok multilink, or a link to the other channel's shop of the same market. */
const LinkSchema = z.looseObject({
  linktype: z.string().optional(),
  url: z.string().optional(),
  cached_url: z.string().optional(),
  channel: z.enum(['cards', 'wallart']).optional(),
})
const AssetSchema = z.looseObject({ filename: z.string().nullish(), alt: z.string().nullish() })
/** A label colour, from the colour plugin or a plain string: a CSS hex colour or nothing. */
const ColourSchema = z.unknown().transform(labelColourOf)
const LabelSchema = z.looseObject({
  labelText: z.string().optional(),
  labelBackgroundColor: ColourSchema.optional(),
  labelTextColor: ColourSchema.optional(),
})
/** A text shown only when it says something. */
const TextSchema = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined))

const InfoItemSchema = z.looseObject({
  type: z.string().optional(),
  text: z.string().optional(),
  icon: z.string().optional(),
  link: LinkSchema.optional(),
})

const FlyoutItemSchema = z.looseObject({
  _uid: z.string().optional(),
  text: z.string().optional(),
  subnaviTitle: z.string().optional(),
  link: LinkSchema.optional(),
  asset: AssetSchema.optional(),
  linkOnlyImage: z.boolean().optional(),
  typeOverride: z.string().optional(),
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
    _uid: z.string().optional(),
    flyoutGroupIdentifier: z.string().optional(),
    flyoutGroupTitle: z.string().optional(),
    badge: z.string().optional(),
    type: z.string().optional(),
    flyoutGroupItems: z.array(FlyoutItemSchema).optional(),
    flyoutGroupItemsCustom: z.array(FlyoutItemSchema).optional(),
    subFlyoutGroups: z.array(FlyoutGroupSchema).optional(),
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
    _uid: z.string().optional(),
    text: z.string().optional(),
    link: LinkSchema.optional(),
    icon: z.string().optional(),
    navigationType: z.string().optional(),
    subNaviOnly: z.boolean().optional(),
    isOnlyInBurgerNavigation: z.boolean().optional(),
    alwaysShowSubNavi: z.boolean().optional(),
    isHeadlineItem: z.boolean().optional(),
    categoryName: z.string().optional(),
    badge: z.string().optional(),
    label: LabelSchema.optional(),
    subItems: z.array(NavigationItemSchema).optional(),
    flyoutGroups: z.array(FlyoutGroupSchema).optional(),
  }),
)

const TextLinkSchema = z.looseObject({
  _uid: z.string().optional(),
  text: z.string().optional(),
  link: LinkSchema.optional(),
  icon: z.string().optional(),
  productMatrix: z.boolean().optional(),
})

export const GlobalConfigSchema = z.looseObject({
  logo: z.looseObject({ text: z.string().optional(), link: LinkSchema.optional() }).optional(),
  shopLinks: z
    .array(
      z.looseObject({
        _uid: z.string().optional(),
        text: z.string().optional(),
        link: LinkSchema.optional(),
        color: z.string().optional(),
        icon: z.string().optional(),
      }),
    )
    .default([]),
  header: z
    .looseObject({
      magazine: InfoItemSchema.optional(),
      service: InfoItemSchema.optional(),
      account: InfoItemSchema.optional(),
      cart: InfoItemSchema.optional(),
      serviceHotline: z.string().optional(),
    })
    .default({}),
  mainNavigation: z.array(NavigationItemSchema).default([]),
  subNavigation: z
    .array(
      z.looseObject({
        navigationType: z.string().optional(),
        alwaysShowSubNavi: z.boolean().optional(),
        elements: z
          .array(
            z.looseObject({
              id: z.string().optional(),
              type: z.string().optional(),
              text: z.string().optional(),
              label: z.string().optional(),
              link: LinkSchema.optional(),
              image: AssetSchema.optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
  burger: z
    .looseObject({
      extraMenu: z.array(TextLinkSchema).catch([]).default([]),
      serviceHotline: TextSchema.optional(),
      serviceText: TextSchema.optional(),
      footer: z.array(TextLinkSchema).catch([]).default([]),
    })
    .catch({ extraMenu: [], footer: [] })
    .default({ extraMenu: [], footer: [] }),
  footer: z
    .looseObject({
      columns: z
        .array(
          z.looseObject({
            title: z.string().optional(),
            links: z.array(TextLinkSchema).default([]),
          }),
        )
        .default([]),
      legal: z.array(TextLinkSchema).default([]),
      copyright: z.string().optional(),
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
    })
    if (!story) {
      logEvent('warn', 'cms-page-not-found', { slug: 'global-config', locale: market.locale })
      return emptyGlobalConfig
    }
    const content = story.content as object
    const known = parsedConfigs.get(content)
    if (known) return known
    const parsed = GlobalConfigSchema.safeParse(content)
    if (parsed.success) {
      if (content && typeof content === 'object') parsedConfigs.set(content, parsed.data)
      return parsed.data
    }
    logEvent('error', 'hybrid-parse-error', {
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
 * What the browser gets of the global config (ADR 106): the same shape, without the CMS's
 * bookkeeping (block types, editor titles, asset metadata, link ids, empty texts, false
 * switches, a link's `cached_url` when it repeats its `url`) and without the flag names the
 * server evaluates. Computed once per parsed config.
 */
export function chromeConfig(config: GlobalConfig): GlobalConfig {
  const known = views.get(config)
  if (known) return known
  const view = { ...(compactCmsData(config, { chrome: true }) as GlobalConfig), flags: [] }
  views.set(config, view)
  return view
}
