import { useTranslation } from 'react-i18next'
import { hrefOf, linkContextOf, useSite } from '../links'
import { SmartLink } from './SmartLink'

/**
 * The action bar (site-chrome §2 "an action bar if configured"): one promotion line over the
 * header. A running campaign takes its place; the CMS line is the evergreen fallback.
 */
export function ActionBar() {
  const site = useSite()
  const { t } = useTranslation()
  const bar = site?.globalConfig.actionBar
  if (!site) return null
  const campaign = site.campaign
  if (campaign) {
    const href = hrefOf({ linktype: 'story', cached_url: campaign.path }, linkContextOf(site))
    return (
      <div className="action-bar action-bar--campaign" data-campaign={campaign.id}>
        <SmartLink href={href}>
          {campaign.text}
          {campaign.code ? ` ${t('campaign.code', { code: campaign.code })}` : null}
        </SmartLink>
      </div>
    )
  }
  if (!bar) return null
  const href = hrefOf(bar.link, linkContextOf(site))
  return (
    <div className="action-bar">
      <SmartLink href={href}>{bar.text}</SmartLink>
    </div>
  )
}
