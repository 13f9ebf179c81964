import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { countdownAtNow, type CountdownData } from '~/domain/countdown'
import { useSite } from '../links'

/**
 * The delivery countdown under the call to action (site-chrome §4 "Countdown text"):
 * rendered with the server's time first, so server and browser show the same text, then
 * kept current every minute. Times and dates through Intl, in the shop's time zone.
 */
export function DeliveryCountdown({ countdown, now }: { countdown: CountdownData; now: number }) {
  const { t } = useTranslation('product')
  const locale = useSite()?.market.locale ?? 'de-DE'
  const [time, setTime] = useState(now)
  useEffect(() => {
    setTime(Date.now())
    const timer = setInterval(() => setTime(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  const result = countdownAtNow(countdown, time, locale)
  if (result.kind === 'none') return null
  const values = { time: result.time, date: result.date }
  return (
    <p className="delivery-countdown" data-deadline={result.kind} data-day={result.day}>
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t(`countdown.${result.kind}.${result.day}`, values)}</span>
    </p>
  )
}
