import { hrefOf, linkContextOf, useSite } from '../links'
import { SmartLink } from './SmartLink'

/**
 * The action bar (site-chrome §2 "an action bar if configured"): one promotion line over the
 * header.
 */
export function ActionBar() {
  const site = useSite()
  const bar = site?.globalConfig.actionBar
  if (!site || !bar) return null
  const href = hrefOf(bar.link, linkContextOf(site))
  return (
    <div className="action-bar">
      <SmartLink href={href}>{bar.text}</SmartLink>
    </div>
  )
}
