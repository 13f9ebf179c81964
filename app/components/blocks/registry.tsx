import { lazy, Suspense, type ComponentType } from 'react'
import { AbTest } from './AbTest'
import type { BlockProps } from './Blocks'
import { TeaserHero } from './TeaserHero'
import { UspTeaser } from './UspTeaser'

export type BlockRegistry = Readonly<Record<string, ComponentType<BlockProps>>>

type ContentBlockName = keyof typeof import('./content-block-modules')

/**
 * A block whose code loads with `React.lazy`: the server renders it in full (it waits for
 * every boundary), the browser hydrates it once its chunk is there; until then React keeps
 * the server's HTML, which works as without JavaScript.
 */
function lazyBlock(load: () => Promise<ComponentType<BlockProps>>): ComponentType<BlockProps> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  return function LazyBlock(props: BlockProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}

const contentBlock = (name: ContentBlockName) =>
  lazyBlock(() => import('./content-block-modules').then((module) => module[name] as ComponentType<BlockProps>))

/**
 * Storyblok component name → React component (docs/content-model.md). The blocks a page
 * paints first (hero, USP strip, A/B wrapper) come with the page's code; the others load
 * lazily. The `calculator` block belongs to the product area (components/calculator).
 */
export const blockRegistry: BlockRegistry = {
  'teaser-hero': TeaserHero,
  'usp-teaser': UspTeaser,
  'ab-test': AbTest,
  richtext: contentBlock('RichTextBlock'),
  grid: contentBlock('Grid'),
  tile: contentBlock('Tile'),
  'product-overview': contentBlock('ProductOverview'),
  'image-text': contentBlock('ImageText'),
  faq: contentBlock('Faq'),
  countdown: contentBlock('Countdown'),
  newsletter: contentBlock('Newsletter'),
  'collage-page': contentBlock('CollagePage'),
  calculator: lazyBlock(() => import('../calculator/CalculatorBlock').then((module) => module.CalculatorBlock as ComponentType<BlockProps>)),
}
