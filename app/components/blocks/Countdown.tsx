import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { countdownState, timeZoneOf } from '~/domain/content-blocks'
import { browserEventCodes as eventCodes } from '~/utils/browser-event-codes'
import { useSite } from '../links'
import { text } from './fields'
import { usePageSettings } from './page-context'
import type { BlockProps } from './block-data'

/**
 * Countdown to the block's date. Rendered with the loader's time (the same on server and
 * client, so hydration matches), then ticking every second with JavaScript. A date in the
 * past logs `countdown-date-in-past` and the block shows nothing: the offer is over.
 */
export function Countdown({ block }: BlockProps) {
  const { t } = useTranslation('content')
  const site = useSite()
  const { now: renderedAt } = usePageSettings()
  const [now, setNow] = useState(renderedAt)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const date = text(block.date)
  const state = countdownState(date, now || renderedAt)
  if (state.kind !== 'running') {
    if (typeof window === 'undefined' && state.kind === 'past') {
      console.error(
        JSON.stringify({
          level: 'warn',
          event: eventCodes.countdownDateInPast,
          uid: block._uid,
          date,
        }),
      )
    }
    return null
  }
  const deadline = new Date(Date.parse(date ?? ''))
  const locale = site?.market.locale ?? 'de-DE'
  const timeZone = timeZoneOf(site?.market.country ?? 'DE')
  const units = [
    ['days', state.days, t('countdown.days', { count: state.days })],
    ['hours', state.hours, t('countdown.hours', { count: state.hours })],
    ['minutes', state.minutes, t('countdown.minutes', { count: state.minutes })],
    ['seconds', state.seconds, t('countdown.seconds', { count: state.seconds })],
  ] as const
  return (
    <section className="countdown">
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      <p
        className="countdown__clock"
        role="timer"
        aria-label={t('countdown.until', { date: formatDate(deadline, locale, timeZone) })}
      >
        {units.map(([unit, value, label]) => (
          <span key={unit} className="countdown__unit">
            <span className="countdown__value">{String(value).padStart(2, '0')}</span>
            <span className="countdown__label">{label}</span>
          </span>
        ))}
      </p>
      {text(block.text) ? <p className="countdown__text">{text(block.text)}</p> : null}
      <p className="countdown__date">
        <time dateTime={deadline.toISOString()}>
          {t('countdown.until', { date: formatDate(deadline, locale, timeZone) })}
        </time>
      </p>
    </section>
  )
}

/** The deadline in the market's language and time zone (the same on server and client). */
function formatDate(date: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(date)
}
