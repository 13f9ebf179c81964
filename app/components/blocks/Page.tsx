import { useTranslation } from 'react-i18next'
import { abTestBranch, abTestComponent } from '~/domain/content-blocks'
import { hrefOf, linkContextOf, useSite } from '../links'
import { useNonce } from '../nonce'
import { editableAttributes, isBlock, type BlockData } from './block-data'
import { Blocks } from './Blocks'
import { PageSettingsProvider, usePageSettings, type PageSettings } from './page-context'
import { blockRegistry } from './registry'
import { BlockRegistryProvider } from './registry-context'

const heroComponent = 'teaser-hero'

/** The first hero a visitor sees (top level, or inside the shown branch of an A/B block). */
export function firstHeroUid(
  content: BlockData,
  treatments: PageSettings['treatments'],
): string | undefined {
  const search = (blocks: unknown): string | undefined => {
    if (!Array.isArray(blocks)) return undefined
    for (const block of blocks.filter(isBlock)) {
      if (block.component === heroComponent) return block._uid ?? ''
      if (block.component === abTestComponent) {
        const found = search(block[abTestBranch(treatments[String(block.flag ?? '')])])
        if (found !== undefined) return found
      }
    }
    return undefined
  }
  return search(content.teaser) ?? search(content.body)
}

/**
 * The root `page` component of a content story: breadcrumbs, hero, USPs, the calculator
 * slot (the product issue registers the `calculator` block), body. The first hero is the
 * page's h1 unless the page around it has its own (the error page); without a hero the
 * page's `headline` is a visible h1 (else the story's name a hidden one). In a verified
 * preview the Storyblok bridge loads.
 */
export function Page({
  content,
  settings,
  title,
  ownHeading = false,
}: {
  content: BlockData
  settings?: Partial<PageSettings>
  title?: string
  ownHeading?: boolean
}) {
  const parent = usePageSettings()
  const merged: PageSettings = { ...parent, ...settings }
  const heroUid = firstHeroUid(content, merged.treatments)
  const value: PageSettings = {
    ...merged,
    ...(heroUid !== undefined ? { firstHeroUid: heroUid } : {}),
    heroIsHeading: !ownHeading,
  }
  // a text page without a hero (service, legal) shows its headline as the visible h1
  const headline = typeof content.headline === 'string' ? content.headline.trim() : ''
  const teaser = Array.isArray(content.teaser) ? content.teaser : []
  const usp = Array.isArray(content.uspTeaser) ? content.uspTeaser : []
  const calculator = Array.isArray(content.calculator) ? content.calculator.filter(isBlock) : []
  return (
    <BlockRegistryProvider value={blockRegistry}>
      <PageSettingsProvider value={value}>
        <article className="page" {...editableAttributes(content, value.editable, value.storyId)}>
          {!ownHeading && heroUid === undefined && !headline && title ? (
            <h1 className="visually-hidden">{title}</h1>
          ) : null}
          <Breadcrumbs items={content.breadcrumbs} />
          {!ownHeading && heroUid === undefined && headline ? (
            <h1 className="page__headline">{headline}</h1>
          ) : null}
          <Blocks blocks={teaser} />
          <Blocks blocks={usp} offset={teaser.length} />
          {calculator.length > 0 ? (
            <section id="calculator" className="page__calculator">
              <Blocks blocks={calculator} offset={teaser.length + usp.length} />
            </section>
          ) : null}
          <Blocks blocks={content.body} offset={teaser.length + usp.length + calculator.length} />
          {value.editable ? <PreviewBridge /> : null}
        </article>
      </PageSettingsProvider>
    </BlockRegistryProvider>
  )
}

type Crumb = { _uid?: string; text?: unknown; link?: unknown }

/** The page's breadcrumb trail (the same items feed the BreadcrumbList JSON-LD). */
function Breadcrumbs({ items }: { items: unknown }) {
  const site = useSite()
  const { t } = useTranslation('content')
  if (!Array.isArray(items) || items.length < 2 || !site) return null
  const context = linkContextOf(site)
  const crumbs = (items as Crumb[]).filter((crumb) => typeof crumb?.text === 'string' && crumb.text)
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          const href = hrefOf(crumb.link as never, context)
          return (
            <li key={crumb._uid ?? index}>
              {last || !href ? (
                <span aria-current={last ? 'page' : undefined}>{String(crumb.text)}</span>
              ) : (
                <a href={href}>{String(crumb.text)}</a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

const bridgeUrl = 'https://app.storyblok.com/f/storyblok-v2-latest.js'
const bridgeInit =
  "window.StoryblokBridge&&new window.StoryblokBridge().on(['published','change'],function(){window.location.reload()})"

/** The visual editor's bridge: only in a verified preview; it reloads on save and publish. */
function PreviewBridge() {
  const nonce = useNonce()
  return (
    <>
      <script src={bridgeUrl} nonce={nonce} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bridgeInit }} />
    </>
  )
}
