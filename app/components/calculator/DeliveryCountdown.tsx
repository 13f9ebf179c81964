import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/react'
import { countdownText } from '~/domain/countdown'
import type { LeadTimeData } from '~/domain/calculator-data'
import type { Locale } from '~/domain/market'

const instant = (value: string | null) => (value ? new Date(value) : null)

/**
 * The delivery countdown under the call to action (site-chrome §4 "Countdown text"):
 * rendered with the server's time first, so server and browser show the same text, then
 * kept current every minute.
 */
export function DeliveryCountdown({ shipping, now, locale }: { shipping: LeadTimeData; now: number; locale: Locale }) {
  const { t } = useTranslation('product')
  const [time, setTime] = useState(now)
  useEffect(() => {
    setTime(Date.now())
    const timer = setInterval(() => setTime(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  const result = countdownText(
    {
      lodStart: new Date(shipping.lodStart),
      safetyLodEnd: instant(shipping.safetyLodEnd),
      lodEnd: instant(shipping.lodEnd),
      expressLodEnd: instant(shipping.expressLodEnd),
      saturdayLodEnd: instant(shipping.saturdayLodEnd),
    },
    new Date(time),
    shipping.timeZone,
  )
  if (result.kind === 'none') return null
  const { timeZone } = shipping
  const values = {
    time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(result.deadline),
    date: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(result.deadline),
  }
  return (
    <p className="delivery-countdown" data-deadline={result.kind} data-day={result.day}>
      <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span>{t(`countdown.${result.kind}.${result.day}`, values)}</span>
    </p>
  )
}
