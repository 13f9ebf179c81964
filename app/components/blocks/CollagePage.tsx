import { useTranslation } from 'react-i18next'
import { channelDefaults } from '~/domain/channel'
import { configuratorPaths } from '~/domain/paths'
import { hrefOf, linkContextOf, useSite } from '../links'
import { text } from './fields'
import { usePageSettings } from './page-context'
import type { BlockProps } from './block-data'

/**
 * The collage page: "takes its design from query parameter designId, falling back to a
 * default collage id" (the loader resolves it; 13 on the card channel, 1 on wall art) and
 * hands over to the collage configurator with that design.
 */
export function CollagePage({ block }: BlockProps) {
  const { t } = useTranslation('content')
  const site = useSite()
  const settings = usePageSettings()
  if (!site) return null
  const designId =
    settings.collageDesignId ??
    channelDefaults(site.market.channel, site.market.locale).defaultCollageId
  const query = new URLSearchParams({ designId: String(designId), locale: site.market.locale })
  // through the shop's links: the designer's own origin where it is configured
  const href = hrefOf(
    { url: `${configuratorPaths.collage}?${query.toString()}` },
    linkContextOf(site),
  )
  return (
    <section className="collage-page" data-design-id={designId}>
      <div className="collage-page__preview" aria-hidden="true">
        {Array.from({ length: 9 }, (_, cell) => (
          <span key={cell} />
        ))}
      </div>
      <div className="collage-page__text">
        <h2>{text(block.headline) ?? t('collage.headline')}</h2>
        {text(block.text) ? <p>{text(block.text)}</p> : null}
        <p className="collage-page__design">{t('collage.design', { id: designId })}</p>
        <a className="button button--primary" href={href}>
          {t('collage.start')}
        </a>
      </div>
    </section>
  )
}
