import { formatPrice } from '~/domain/price'
import { textWithPrices, tokenPrice } from '~/domain/tile-prices'
import { useSite } from '../links'
import { usePageSettings } from './page-context'

/**
 * A content text with its price tokens written as the shop's live prices (with the running
 * campaign), so a text never names a price the calculator does not charge. A token the shop
 * could not price is left out rather than shown as a typed amount.
 */
export function PricedText({ text }: { text: string }) {
  const site = useSite()
  const { articlePrices } = usePageSettings()
  if (!text.includes('{')) return <>{text}</>
  return (
    <>
      {textWithPrices(text).map((part, index) => {
        if (typeof part === 'string') return part
        const amount = tokenPrice(part, articlePrices)
        return amount === undefined || !site ? null : (
          <span className="price price--inline" data-price-sku={part.sku} key={index}>
            {formatPrice(amount, site.market.locale, site.market.currency)}
          </span>
        )
      })}
    </>
  )
}
