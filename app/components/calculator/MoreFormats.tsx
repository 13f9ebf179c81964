import { useTranslation } from 'react-i18next'
import { Dialog } from '../dialogs/Dialog'
import { useActiveDialog, useDialogActions } from '../dialogs/DialogProvider'
import { PriceTag } from './PriceTag'
import type { MouseEvent } from 'react'
import type { CalculatorPrice } from '~/domain/calculator-data'
import type { Currency, Locale } from '~/domain/market'

export const moreFormatsDialog = 'calculator-more-formats'

type MoreFormat = { format: string; name: string; price: CalculatorPrice | null; href: string }

type Props = {
  uid: string
  formats: MoreFormat[]
  from: boolean
  locale: Locale
  currency: Currency
  onPick: (format: string) => void
}

/**
 * More formats (site-chrome §3 "a More formats button that opens a dialog"). The page
 * holds them in a disclosure section whose entries are links to their selection URLs, so
 * without JavaScript the section opens in place and a link selects the format. With
 * JavaScript the button opens the same list in a dialog and a choice applies in place. A format
 * without a price is listed as not available, without a link.
 */
export function MoreFormats({ uid, formats, from, locale, currency, onPick }: Props) {
  const { t } = useTranslation('product')
  const dialogs = useDialogActions()
  const active = useActiveDialog(moreFormatsDialog)
  const open = active?.dialogPayload === uid

  const onOpen = (event: MouseEvent) => {
    if (!dialogs) return
    event.preventDefault()
    dialogs.open(moreFormatsDialog, uid)
  }
  const pick = (format: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    dialogs?.close()
    onPick(format)
  }
  const list = (withHandlers: boolean) => (
    <ul className="calculator__more-list" role="list">
      {formats.map((entry) => (
        <li key={entry.format}>
          {entry.price ? (
            <a
              href={entry.href}
              className="calculator__more-link"
              data-format={entry.format}
              onClick={withHandlers ? pick(entry.format) : undefined}
            >
              <span className="calculator__format-name">{entry.name}</span>
              <PriceTag price={entry.price} locale={locale} currency={currency} from={from} />
            </a>
          ) : (
            // Without a price the format cannot be ordered: shown as such, not offered as a choice.
            <span
              className="calculator__more-link calculator__more-link--unavailable"
              data-format={entry.format}
              aria-disabled="true"
            >
              <span className="calculator__format-name">{entry.name}</span>
              <PriceTag price={null} locale={locale} currency={currency} />
            </span>
          )}
        </li>
      ))}
    </ul>
  )

  return (
    <div className="calculator__more">
      <p className="calculator__more-hint">{t('formatNotIncluded')}</p>
      <details className="calculator__more-section" id={`more-formats-${uid}`}>
        <summary className="button button--secondary calculator__more-button" onClick={onOpen}>
          {t('calculator.moreFormats')}
        </summary>
        {list(true)}
      </details>
      {open ? (
        <Dialog
          open
          onClose={() => dialogs?.close()}
          title={t('calculator.moreFormatsTitle')}
          className="calculator__dialog"
        >
          {list(true)}
        </Dialog>
      ) : null}
    </div>
  )
}
