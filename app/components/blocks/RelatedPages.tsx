import { Image } from '../Image'
import { text, useHref } from './fields'
import type { BlockProps } from './block-data'
import type { RelatedCard } from '~/services/story-relations.server'

/**
 * The `related-pages` block: stories the error story relates to (`related-pages.stories`,
 * resolved by the content client), which the loader turned into cards (title, link, teaser
 * image), and a link on (`moreLink`, a story link resolved to the story's current path).
 */
export function RelatedPages({ block }: BlockProps) {
  const href = useHref()
  const cards = (Array.isArray(block.stories) ? block.stories : []).filter(isCard)
  const more = href(block.moreLink)
  if (cards.length === 0 && !more) return null
  return (
    <section className="related-pages">
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      <ul className="related-pages__list" role="list">
        {cards.map((card) => {
          const target = href(card.link)
          if (!target) return null
          return (
            <li key={target}>
              <a className="related-pages__card" href={target}>
                <Image
                  filename={card.image?.filename}
                  alt=""
                  width={280}
                  height={158}
                  sizes="(min-width: 900px) 280px, (min-width: 576px) 45vw, 100vw"
                />
                <span>{card.title}</span>
              </a>
            </li>
          )
        })}
      </ul>
      {more && text(block.moreText) ? (
        <p className="related-pages__more">
          <a href={more}>{text(block.moreText)}</a>
        </p>
      ) : null}
    </section>
  )
}

function isCard(value: unknown): value is RelatedCard {
  const card = value as Partial<RelatedCard> | null
  return (
    typeof card === 'object' &&
    card !== null &&
    typeof card.title === 'string' &&
    typeof card.link?.url === 'string'
  )
}
