import { useLocation } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { suggestionOf } from '~/domain/location'
import { useSite } from '../links'
import { dismissForThisVisit } from './dismissal'
import { SuggestionText } from './SuggestionText'

export type LocationBarProps = { answer: unknown }

/**
 * The suggestion bar: offers a link to the shop of the country the
 * shopper seems to be in. It never switches by itself; closed, it stays closed for the visit.
 * An answer it cannot read shows nothing.
 */
export function LocationBar({ answer }: LocationBarProps) {
  const site = useSite()
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [dismissed, setDismissed] = useState(false)
  const suggestion = suggestionOf(answer)

  // The switch page shows the suggestion itself, beside its form.
  const switchPage = site?.pagePaths['market-switch']
  if (!suggestion || dismissed || (switchPage && pathname.endsWith(switchPage))) return null

  const dismiss = () => {
    dismissForThisVisit()
    setDismissed(true)
  }

  return (
    <aside className="location-bar" aria-label={t('location.label')}>
      <p className="location-suggestion">
        <SuggestionText {...suggestion} />
      </p>
      <button
        type="button"
        className="location-bar__close"
        aria-label={t('location.dismiss')}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  )
}
